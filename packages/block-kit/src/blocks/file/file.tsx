import { useT } from '@dementie/i18n-catalogues/react';
import { BlockHeading } from '../../content/heading-level';
import { LineGlyph } from '../../content/icon';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';

/** Human file size in Dutch notation. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('nl-NL', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}

function fileType(fileName: string | undefined, mimeType: string | undefined): string {
  const extension = fileName?.split('.').pop();
  if (extension && extension !== fileName) return extension.toUpperCase();
  return mimeType?.split('/').pop()?.toUpperCase() ?? '';
}

/** file: a document to download, with its type and size in the link. */
export function FileBlock({ block }: BlockComponentProps<'file'>) {
  const t = useT();
  const { document } = block;
  const type = fileType(document.fileName, document.mimeType);
  const details =
    document.size === undefined
      ? type
      : t('blocks.file.details', { type, size: formatFileSize(document.size) });
  return (
    <section className="bk-block bk-file">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {document.description ? <RichText html={document.description} /> : null}
      <a className="bk-file__link" href={document.url} download={document.fileName ?? true}>
        <LineGlyph className="bk-file__icon" path="M12 3v12M7 10l5 5 5-5M5 20h14" strokeWidth={2} />
        <span>
          {document.downloadLabel}
          {details ? (
            <>
              {' '}
              <span className="bk-file__details">({details})</span>
            </>
          ) : null}
        </span>
      </a>
    </section>
  );
}
