import { type EditableBlock, parseEditableDocument } from '@dementie/api-client';
import { PlacedImage, parseRawContent, RawContentView } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { usePlayerEditor } from '../editor/admin-mode';
import { type DocumentTarget, ICON_SIZE } from '../editor/document-target';
import { LazyEditableDocumentEditor as EditableDocumentEditor } from '../editor/lazy-document-editor';
import { useMediaUrl } from './context';
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
  const mediaUrl = useMediaUrl();
  // Raw content from the rich-text editor (spec 2 §3.7): links, images and styles too. Its root-relative
  // images and links are our site's (served with the API), resolved like the course's media.
  const raw = parseRawContent(rteContent);
  if (raw) return <RawContentView content={raw} resolveUrl={mediaUrl} />;
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

/**
 * The editor's 56x56 SVG icon of an expandable (spec 3 §5), drawn as an image: an SVG in an
 * `<img>` cannot run script or load anything, whatever the stored text holds. Decorative: the
 * title says what the expandable is about.
 */
function ExpandableIcon({ svg }: { readonly svg: string }): ReactNode {
  return (
    <img
      className="ep-doc__expandable-icon"
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt=""
      width={ICON_SIZE}
      height={ICON_SIZE}
    />
  );
}

/**
 * `sizes` of an answer's image: drawn at most 16rem wide in a click or statement answer and on the
 * feedback page, 8rem in a drag answer (activities.css, `.ep-doc__image` inside an answer). The
 * browser then loads the variant for that width, not one for the whole text column.
 */
export const ANSWER_IMAGE_SIZES = '16rem';
/** `sizes` of a drag answer's image (see {@link ANSWER_IMAGE_SIZES}). */
export const DRAG_ANSWER_IMAGE_SIZES = '8rem';

/** One block of a document, as visitors see it. */
export function DocumentBlock({
  block,
  onVideoEvent,
  imageSizes,
}: {
  readonly block: EditableBlock;
  readonly onVideoEvent: (event: 'start' | 'pause' | 'complete') => void;
  /** `sizes` of an Image block; default the text column's (the block's own place in a document). */
  readonly imageSizes?: string;
}): ReactNode {
  const t = useT();
  const mediaUrl = useMediaUrl();
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
          <summary>
            {block.Content.icon ? <ExpandableIcon svg={block.Content.icon} /> : null}
            <span className="ep-doc__expandable-title">{block.Content.title}</span>
          </summary>
          <RichText rteContent={block.Content.description} />
        </details>
      );
    case 'Image': {
      // Decision 0040: the variants as srcset, the original's size reserved (when stored), the editor's alt.
      const { url, alt, crops, width, height } = block.Content;
      return (
        <PlacedImage
          className="ep-doc__image"
          image={{ url, alt, crops, width, height }}
          resolveUrl={mediaUrl}
          {...(imageSizes ? { sizes: imageSizes } : {})}
        />
      );
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
  /** The editor's heading in admin mode, naming what is edited (decision 0049). Default 'Inhoud bewerken'. */
  readonly editorHeading?: string;
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
  editorHeading,
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
        {...(editorHeading ? { heading: editorHeading } : {})}
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
        <DocumentBlock key={index} block={block} onVideoEvent={onVideoEvent} />
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

/** An answer's document taken apart (spec 3 §6: answers hold text, and a video or an image). */
export interface AnswerParts {
  /** The answer's text (its Text blocks as plain text); empty when it has none. */
  readonly text: string;
  readonly image?: Extract<EditableBlock, { Kind: 'Image' }>;
  readonly video?: Extract<EditableBlock, { Kind: 'Video' }>;
}

/** The text and the media of an answer's document (plain text answers have text only). */
export function answerParts(value: string | undefined): AnswerParts {
  const text = plainText(value);
  const parsed = parseEditableDocument(value);
  if (!parsed.ok) return { text };
  const image = parsed.blocks.find((block) => block.Kind === 'Image' && block.Content.url !== '');
  const video = parsed.blocks.find(
    (block) =>
      block.Kind === 'Video' &&
      (typeof block.Content === 'string' ? block.Content : block.Content.url) !== '',
  );
  return {
    text,
    ...(image?.Kind === 'Image' ? { image } : {}),
    ...(video?.Kind === 'Video' ? { video } : {}),
  };
}

/** What an answer is called: its text, else its image's description (for names and announcements). */
export function answerLabel(parts: AnswerParts): string {
  return parts.text || parts.image?.Content.alt || '';
}
