import type { CSSProperties, ReactNode } from 'react';
import { PlacedImage } from '../content/responsive-image';
import { classNames } from '../primitives/class-names';
import { isSafeImageSrc, isSafeUrl, type RawBlock, type RawContent, type RawEntity } from './raw-content';

/** Props of {@link RawContentView}. */
export interface RawContentViewProps {
  /** The content to show (read it with `parseRawContent` or `rawContentOfValue`). */
  content: RawContent;
  /**
   * Level of the largest heading. Default 2: the page or activity title is the h1. `header-one` and
   * `header-two` get this level, smaller headings one level lower (at most h6).
   */
  topHeadingLevel?: 2 | 3 | 4;
  className?: string;
  /**
   * Maps the address of each link and image (and the image's variants) to the one to use: for content
   * served by another origin than the page's, such as the training player in another team's app,
   * whose root-relative addresses belong to that origin. Default: as they are.
   */
  resolveUrl?: (url: string) => string;
}

/**
 * The alt a visitor gets: the editor's text, '' for a decorative image, and '' for older content
 * whose alt is only the file name or 'custom' (what the picker used to give): a file name read
 * aloud helps nobody (decision 0048).
 */
function visitorAlt(data: {
  readonly src: string;
  readonly alt: string;
  readonly decorative?: boolean;
}): string {
  if (data.decorative || data.alt === 'custom') return '';
  const file = decodeURIComponent(data.src.split(/[?#]/)[0]?.split('/').pop() ?? '');
  return data.alt === file ? '' : data.alt;
}

interface Segment {
  text: string;
  styles: readonly string[];
  entity: RawEntity | undefined;
}

function segmentsOf(block: RawBlock, entityMap: RawContent['entityMap']): Segment[] {
  const segments: Segment[] = [];
  for (let i = 0; i < block.text.length; i += 1) {
    const styles = block.inlineStyleRanges
      .filter((range) => i >= range.offset && i < range.offset + range.length)
      .map((range) => range.style)
      .sort();
    const entityKey = block.entityRanges.find(
      (range) => i >= range.offset && i < range.offset + range.length,
    )?.key;
    const entity = entityKey === undefined ? undefined : entityMap[String(entityKey)];
    const last = segments.at(-1);
    if (last && last.entity === entity && last.styles.join('|') === styles.join('|'))
      last.text += block.text[i];
    else segments.push({ text: block.text[i] ?? '', styles, entity });
  }
  return segments;
}

function styled(text: string, styles: readonly string[], key: number): ReactNode {
  const lines = text.split('\n');
  let node: ReactNode = lines.flatMap((line, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: static content in document order
    index === 0 ? [line] : [<br key={`br${index}`} />, line],
  );
  const colour = styles.find((style) => style.startsWith('color-'))?.slice('color-'.length);
  // Only plain colour values: a stored style must never carry other CSS.
  if (colour && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i.test(colour)) {
    const style: CSSProperties = { color: colour };
    node = <span style={style}>{node}</span>;
  }
  if (styles.includes('UNDERLINE')) node = <u>{node}</u>;
  if (styles.includes('ITALIC')) node = <em>{node}</em>;
  if (styles.includes('BOLD')) node = <strong>{node}</strong>;
  return <span key={key}>{node}</span>;
}

function inline(
  block: RawBlock,
  entityMap: RawContent['entityMap'],
  resolveUrl: ((url: string) => string) | undefined,
): ReactNode[] {
  const out: ReactNode[] = [];
  let link: { entity: RawEntity; children: ReactNode[] } | null = null;
  segmentsOf(block, entityMap).forEach((segment, index) => {
    if (segment.entity?.type === 'LINK') {
      if (!link || link.entity !== segment.entity) {
        link = { entity: segment.entity, children: [] };
        const data = segment.entity.data;
        const blank = data.targetOption === '_blank';
        out.push(
          isSafeUrl(data.url) ? (
            <a
              // biome-ignore lint/suspicious/noArrayIndexKey: static content in document order
              key={`a${index}`}
              href={resolveUrl ? resolveUrl(data.url) : data.url}
              title={data.title && data.title !== block.text ? data.title : undefined}
              target={blank ? '_blank' : undefined}
              rel={blank ? 'noopener noreferrer' : undefined}
            >
              {link.children}
            </a>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content in document order
            <span key={`a${index}`}>{link.children}</span>
          ),
        );
      }
      link.children.push(styled(segment.text, segment.styles, index));
    } else {
      link = null;
      out.push(styled(segment.text, segment.styles, index));
    }
  });
  return out;
}

/**
 * Shows raw content (spec 2 §3.7) without an editor: headings, paragraphs, lists, quotes, links and
 * images, with bold, italic, underline and colour. Visitors get this; editors get the editor.
 */
export function RawContentView({ content, topHeadingLevel = 2, className, resolveUrl }: RawContentViewProps) {
  const out: ReactNode[] = [];
  const blocks = content.blocks;
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i] as RawBlock;
    if (block.type === 'unordered-list-item' || block.type === 'ordered-list-item') {
      const items: RawBlock[] = [];
      let j = i;
      while (j < blocks.length && blocks[j]?.type === block.type) {
        items.push(blocks[j] as RawBlock);
        j += 1;
      }
      const List = block.type === 'ordered-list-item' ? 'ol' : 'ul';
      out.push(
        <List key={block.key + i}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content in document order
            <li key={item.key + index}>{inline(item, content.entityMap, resolveUrl)}</li>
          ))}
        </List>,
      );
      i = j - 1;
      continue;
    }
    const key = block.key + i;
    if (block.type === 'atomic') {
      const range = block.entityRanges[0];
      const entity = range ? content.entityMap[String(range.key)] : undefined;
      if (entity?.type === 'IMAGE' && isSafeImageSrc(entity.data.src)) {
        const { src, width, height } = entity.data;
        out.push(
          <PlacedImage
            key={key}
            className="bk-rte-view__image"
            image={{ url: src, alt: visitorAlt(entity.data), width, height }}
            resolveUrl={resolveUrl}
          />,
        );
      }
      continue;
    }
    if (block.type.startsWith('header-')) {
      const big = block.type === 'header-one' || block.type === 'header-two';
      const level = Math.min(6, big ? topHeadingLevel : topHeadingLevel + 1);
      const Heading = `h${level}` as 'h2';
      out.push(<Heading key={key}>{inline(block, content.entityMap, resolveUrl)}</Heading>);
    } else if (block.type === 'blockquote') {
      out.push(<blockquote key={key}>{inline(block, content.entityMap, resolveUrl)}</blockquote>);
    } else if (block.text.trim() !== '') {
      out.push(<p key={key}>{inline(block, content.entityMap, resolveUrl)}</p>);
    }
  }
  return <div className={classNames('bk-rte-view', className)}>{out}</div>;
}
