import { type EditableBlock, parseEditableDocument } from '@dementie/api-client';
import { PlacedImage, parseRawContent, RawContentView } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { usePlayerEditor } from '../editor/admin-mode';
import type { DocumentTarget } from '../editor/document-model';
import { LazyEditableDocumentEditor as EditableDocumentEditor } from '../editor/lazy-document-editor';
import { PointsSummary } from './points-summary';
import { ActivityVideo } from './video';

interface RawBlock {
  readonly type: string;
  readonly text: string;
}

/** Reads rteContent: serialized raw rich text ({ blocks: [{ type, text }] }), or plain text. */
function rawBlocks(rteContent: string): RawBlock[] {
  try {
    const value: unknown = JSON.parse(rteContent);
    if (
      typeof value === 'object' &&
      value !== null &&
      Array.isArray((value as { blocks?: unknown }).blocks)
    ) {
      return (value as { blocks: unknown[] }).blocks.flatMap((block) => {
        if (typeof block !== 'object' || block === null) return [];
        const { type, text } = block as { type?: unknown; text?: unknown };
        return typeof text === 'string' ? [{ type: typeof type === 'string' ? type : 'unstyled', text }] : [];
      });
    }
  } catch {
    // Not JSON: plain text.
  }
  return rteContent
    .split(/\n{2,}/)
    .filter((text) => text.trim() !== '')
    .map((text) => ({ type: 'unstyled', text }));
}

/** Raw blocks as HTML: paragraphs, headings from h2 down (h1 is the activity title), lists. */
function RichText({ rteContent }: { readonly rteContent: string }): ReactNode {
  // Raw content from the rich-text editor (spec 2 §3.7): links, images and styles too.
  const raw = parseRawContent(rteContent);
  if (raw) return <RawContentView content={raw} />;
  const blocks = rawBlocks(rteContent);
  const out: ReactNode[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i] as RawBlock;
    if (block.type === 'unordered-list-item' || block.type === 'ordered-list-item') {
      const items: string[] = [];
      let j = i;
      while (j < blocks.length && blocks[j]?.type === block.type) {
        items.push((blocks[j] as RawBlock).text);
        j += 1;
      }
      const List = block.type === 'ordered-list-item' ? 'ol' : 'ul';
      out.push(
        <List key={i}>
          {items.map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content in document order
            <li key={index}>{text}</li>
          ))}
        </List>,
      );
      i = j - 1;
    } else if (block.type === 'header-one' || block.type === 'header-two') {
      out.push(<h2 key={i}>{block.text}</h2>);
    } else if (block.type.startsWith('header-')) {
      out.push(<h3 key={i}>{block.text}</h3>);
    } else if (block.type === 'blockquote') {
      out.push(<blockquote key={i}>{block.text}</blockquote>);
    } else if (block.text.trim() !== '') {
      out.push(<p key={i}>{block.text}</p>);
    }
  }
  return <>{out}</>;
}

function Block({
  block,
  onVideoEvent,
}: {
  readonly block: EditableBlock;
  readonly onVideoEvent: (event: 'start' | 'pause' | 'complete') => void;
}): ReactNode {
  const t = useT();
  switch (block.Kind) {
    case 'Text':
      return (
        <div
          className={block.Content.highlighted ? 'ep-doc__text ep-doc__text--highlighted' : 'ep-doc__text'}
        >
          <RichText rteContent={block.Content.rteContent} />
        </div>
      );
    case 'Tip':
      return (
        // Not an aside: several tips on one page would be landmarks with the same name.
        <div className="ep-doc__tip">
          <p>
            <strong>{t('player.tip')}: </strong>
            {block.Content.description}
          </p>
        </div>
      );
    case 'Expandable':
      return (
        <details className="ep-doc__expandable">
          <summary>{block.Content.title}</summary>
          <RichText rteContent={block.Content.description} />
        </details>
      );
    case 'Image': {
      // Issue 26: the variants as srcset, the original's size reserved (when stored), the editor's alt.
      const { url, alt, crops, width, height } = block.Content;
      return <PlacedImage className="ep-doc__image" image={{ url, alt, crops, width, height }} />;
    }
    case 'Video': {
      const video =
        typeof block.Content === 'string' ? { url: block.Content, autoplay: false } : block.Content;
      return <ActivityVideo url={video.url} autoplay={video.autoplay} onEvent={onVideoEvent} />;
    }
    case 'PointsSummery':
      return <PointsSummary />;
  }
}

/** Props of {@link RichContent}. */
export interface RichContentProps {
  /** A serialized editable document, or plain text. */
  readonly value: string | undefined;
  readonly className?: string;
  /** Video events of this content, for tracking (spec 3 §7). */
  readonly onVideoEvent?: (event: 'start' | 'pause' | 'complete') => void;
  /**
   * Where this document is saved. In admin mode (spec 3 §6) content with a target is shown in the
   * document editor instead; without one it stays read-only.
   */
  readonly target?: DocumentTarget;
}

/**
 * Renders an editable document (spec 3 §3: Text, Tip, Expandable, Image, Video, PointsSummery).
 * Text that is not a document (a plain answer label) is shown as text; a document that is JSON but
 * breaks the block shapes shows the failed-document state (spec 3 §5).
 */
export function RichContent({
  value,
  className,
  onVideoEvent = () => {},
  target,
}: RichContentProps): ReactNode {
  const t = useT();
  const editor = usePlayerEditor();
  if (editor.admin && editor.backend && target) {
    return (
      <EditableDocumentEditor
        key={`${target.kind}:${target.id}:${target.field}`}
        value={value}
        target={target}
        backend={editor.backend}
      />
    );
  }
  if (value === undefined || value.trim() === '') return null;
  const parsed = parseEditableDocument(value);
  const classes = ['ep-doc', className].filter(Boolean).join(' ');
  if (!parsed.ok) {
    if (parsed.error === 'Invalid JSON') {
      return (
        <div className={classes}>
          <RichText rteContent={value} />
        </div>
      );
    }
    return (
      <div className={classes}>
        <p className="ep-doc__failed">{t('player.documentFailed')}</p>
      </div>
    );
  }
  return (
    <div className={classes}>
      {parsed.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; the order is the document's
        <Block key={index} block={block} onVideoEvent={onVideoEvent} />
      ))}
    </div>
  );
}

/** Plain text of a document or text (for accessible names and announcements). */
export function plainText(value: string | undefined): string {
  if (value === undefined) return '';
  const parsed = parseEditableDocument(value);
  if (!parsed.ok) return parsed.error === 'Invalid JSON' ? value : '';
  return parsed.blocks
    .flatMap((block) => (block.Kind === 'Text' ? rawBlocks(block.Content.rteContent).map((b) => b.text) : []))
    .join(' ');
}
