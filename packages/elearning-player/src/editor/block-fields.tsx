import type { EditableBlock, EditableBlockKind, PickerImage } from '@dementie/api-client';
import { Checkbox, TextArea, TextInput } from '@dementie/block-kit';
import { ImageAltField, ImagePicker, RichTextEditor } from '@dementie/block-kit/editor';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useId, useState } from 'react';
import type { PlayerEditorBackend } from './admin-mode';
import { placedImage, videoLinkRefused } from './block-content';
import { svgIcon, videoLinkToEmbed } from './document-model';

/** A block kind's name in the editor's texts. */
export function kindLabel(t: ReturnType<typeof useT>, kind: EditableBlockKind): string {
  return t(`editor.document.kind.${kind}`);
}

/**
 * The video block's fields. The link field keeps what the editor typed or pasted; the block stores
 * its embed form (spec 3 §5), worked out again from the whole text on every change, so typing a
 * link key by key gives the same result as pasting it (decision 0051: rewriting the field under the
 * cursor lost characters). The link that will be saved is shown under the field. The field keeps
 * the editor's text when they leave it: rewriting it then removed that line, the Opslaan button
 * moved up under the pointer and the click that left the field was lost.
 */
function VideoFields({
  block,
  onChange,
  showErrors,
}: {
  readonly block: Extract<EditableBlock, { Kind: 'Video' }>;
  readonly onChange: (block: EditableBlock) => void;
  /** A save was tried: say when the link is not one the save call takes. */
  readonly showErrors: boolean;
}): ReactNode {
  const t = useT();
  const video = typeof block.Content === 'string' ? { url: block.Content, autoplay: false } : block.Content;
  const [typed, setTyped] = useState(video.url);
  const stored = videoLinkToEmbed(typed);
  return (
    <>
      <TextInput
        label={t('editor.document.videoUrl')}
        type="url"
        value={typed}
        hint={stored !== typed ? t('editor.document.videoSavedAs', { url: stored }) : undefined}
        error={showErrors && videoLinkRefused(block) ? t('editor.document.videoUrlNotAllowed') : undefined}
        onValueChange={(text) => {
          setTyped(text);
          onChange({ Kind: 'Video', Content: { ...video, url: videoLinkToEmbed(text) } });
        }}
      />
      <Checkbox
        label={t('editor.document.autoplay')}
        checked={video.autoplay}
        onCheckedChange={(autoplay) => onChange({ Kind: 'Video', Content: { ...video, autoplay } })}
      />
    </>
  );
}

/** The fields of one block of an editable document, by its kind. */
export function BlockFields({
  block,
  onChange,
  backend,
  showErrors,
}: {
  readonly block: EditableBlock;
  readonly onChange: (block: EditableBlock) => void;
  readonly backend: PlayerEditorBackend;
  /** A save was tried: show what is missing. */
  readonly showErrors: boolean;
}): ReactNode {
  const t = useT();
  const iconErrorId = useId();
  const [iconError, setIconError] = useState(false);
  switch (block.Kind) {
    case 'Video':
      return <VideoFields block={block} onChange={onChange} showErrors={showErrors} />;
    case 'Image': {
      const content = block.Content;
      const initial: PickerImage | null = content.url
        ? { alt: content.url.split('/').pop() ?? content.url, url: content.url, createdDate: '' }
        : null;
      return (
        <>
          <ImagePicker
            client={backend}
            initialValue={initial}
            onChange={(image) =>
              // The original's size comes with the variants (decision 0040).
              onChange({ Kind: 'Image', Content: placedImage(content, image?.url ?? '', image ?? undefined) })
            }
          />
          {/* Decision 0048: starts empty (never the file name); required, or decorative (alt ""). */}
          <ImageAltField
            value={{ alt: content.alt, decorative: content.decorative === true }}
            showError={showErrors}
            onChange={({ alt, decorative }) =>
              onChange({ Kind: 'Image', Content: { ...content, alt, decorative } })
            }
          />
        </>
      );
    }
    case 'Text':
      return (
        <>
          <Checkbox
            label={t('editor.document.highlighted')}
            checked={block.Content.highlighted}
            onCheckedChange={(highlighted) =>
              onChange({ Kind: 'Text', Content: { ...block.Content, highlighted } })
            }
          />
          <RichTextEditor
            value={block.Content.rteContent}
            imageClient={backend}
            onChange={(rteContent) => onChange({ Kind: 'Text', Content: { ...block.Content, rteContent } })}
          />
        </>
      );
    case 'Expandable': {
      const content = block.Content;
      return (
        <>
          <div className="ep-doc-editor__icon">
            {content.icon ? (
              <img
                className="ep-doc-editor__icon-preview"
                src={`data:image/svg+xml,${encodeURIComponent(content.icon)}`}
                alt=""
                width={56}
                height={56}
              />
            ) : null}
            <label className="ep-doc-editor__label" htmlFor={`${iconErrorId}-file`}>
              {t('editor.document.icon')}
            </label>
            <input
              id={`${iconErrorId}-file`}
              type="file"
              accept=".svg,image/svg+xml"
              aria-invalid={iconError || undefined}
              aria-describedby={iconError ? iconErrorId : undefined}
              onChange={async (event) => {
                const file = event.currentTarget.files?.[0];
                if (!file) return;
                // Spec 3 §5: SVG files only, resized to 56x56.
                const isSvg = file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg');
                const icon = isSvg ? svgIcon(await file.text()) : null;
                setIconError(icon === null);
                if (icon) onChange({ Kind: 'Expandable', Content: { ...content, icon } });
              }}
            />
            {iconError ? (
              <p id={iconErrorId} className="ep-doc-editor__error" role="alert">
                {t('editor.document.iconInvalid')}
              </p>
            ) : null}
          </div>
          <TextInput
            label={t('editor.document.expandableTitle')}
            value={content.title}
            onValueChange={(title) => onChange({ Kind: 'Expandable', Content: { ...content, title } })}
          />
          <RichTextEditor
            label={t('editor.document.expandableDescription')}
            value={content.description}
            onChange={(description) => onChange({ Kind: 'Expandable', Content: { ...content, description } })}
          />
        </>
      );
    }
    case 'PointsSummery':
      // Spec 3 §6: admins see an editing placeholder instead of the points summary.
      return <p className="ep-doc-editor__placeholder">{t('editor.document.pointsPlaceholder')}</p>;
    case 'Tip':
      return (
        <TextArea
          label={t('editor.document.tipText')}
          value={block.Content.description}
          onValueChange={(description) => onChange({ Kind: 'Tip', Content: { description } })}
        />
      );
  }
}
