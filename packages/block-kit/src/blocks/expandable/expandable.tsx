import { type RefObject, useEffect, useRef } from 'react';
import { CmsLink } from '../../content/cms-link';
import { BlockHeading, NestedHeadings } from '../../content/heading-level';
import { LineGlyph } from '../../content/icon';
import { RichText } from '../../content/rich-text';
import { BlockList } from '../renderer/block-renderer';
import type { BlockComponentProps } from '../renderer/registry';

/**
 * Spec 2 §4: every expandable is opened for print and put back as it was afterwards. Works on the
 * native `<details>` elements inside `root`.
 */
export function useOpenForPrint(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let before: boolean[] = [];
    const all = () => Array.from(root.current?.querySelectorAll('details') ?? []);
    const open = () => {
      before = all().map((details) => details.open);
      for (const details of all()) details.open = true;
    };
    const restore = () => {
      all().forEach((details, index) => {
        details.open = before[index] ?? details.open;
      });
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', restore);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', restore);
    };
  }, [root]);
}

/**
 * expandable: panels on the native `<details>`/`<summary>` (keyboard and screen readers for free).
 * Each panel has the id of spec 2 §5, so a link to `#id` opens it; the 350 ms animation lives in
 * CSS and is off under reduced motion.
 */
export function Expandable({ block }: BlockComponentProps<'expandable'>) {
  const root = useRef<HTMLElement>(null);
  useOpenForPrint(root);
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (!hash) return;
    const target = root.current?.querySelector<HTMLDetailsElement>(`details[id="${CSS.escape(hash)}"]`);
    if (target) target.open = true;
  }, []);
  return (
    <section ref={root} className="bk-block bk-expandable">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.intro ? <RichText html={block.intro} /> : null}
      <div className="bk-expandable__items">
        {block.items.map((item) => (
          <details key={item.id} id={item.id} className="bk-expandable__item">
            <summary className="bk-expandable__summary">
              {item.label ? <span className="bk-expandable__label">{item.label}</span> : null}
              <span className="bk-expandable__title">{item.title}</span>
              <LineGlyph className="bk-expandable__chevron" path="M6 9l6 6 6-6" strokeWidth={2.5} />
            </summary>
            <div className="bk-expandable__panel">
              {item.text ? <RichText html={item.text} /> : null}
              {item.blocks.length ? (
                <NestedHeadings>
                  <BlockList blocks={item.blocks} firstIsPageTop={false} />
                </NestedHeadings>
              ) : null}
            </div>
          </details>
        ))}
      </div>
      {block.externalLink ? (
        <p className="bk-expandable__more">
          <CmsLink link={block.externalLink} as="link" />
        </p>
      ) : null}
    </section>
  );
}
