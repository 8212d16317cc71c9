import type { ExpandableListBlock } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useRef } from 'react';
import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';
import { ExpandToggle, useExpandToggle } from '../shared/expand-toggle';
import { SectionTitle } from '../shared/section-title';

/** Props of `ExpandableList`: the `expandableList` block's data. */
export type ExpandableListProps = Omit<ExpandableListBlock, 'kind' | 'id'> & { className?: string };

/**
 * Expandables with a 'show all' toggle past `visibleCount` (spec 2 §2.5). Panels animate over 350 ms
 * (none under reduced motion); for print every panel is opened and restored afterwards (spec 2 §4).
 */
export function ExpandableList({ title, visibleCount, items, className }: ExpandableListProps) {
  const t = useT();
  const disclosure = useExpandToggle();
  const { listId, expanded: showAll } = disclosure;
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let restore: HTMLDetailsElement[] = [];
    const before = () => {
      restore = Array.from(root.querySelectorAll('details')).filter((details) => !details.open);
      for (const details of restore) details.open = true;
      root.classList.add('bk-expandable-list--printing');
    };
    const after = () => {
      for (const details of restore) details.open = false;
      restore = [];
      root.classList.remove('bk-expandable-list--printing');
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const hasMore = items.length > visibleCount;
  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (items.length === 0) return null;
  return (
    <section ref={rootRef} className={classNames('bk-expandable-list', className)}>
      <SectionTitle title={title} />
      <ul id={listId} className="bk-expandable-list__items">
        {items.map((item, index) => (
          <li
            key={item.id}
            id={item.id}
            className="bk-expandable-list__item"
            hidden={!showAll && index >= visibleCount ? true : undefined}
          >
            <details className="bk-expandable-list__details">
              <summary className="bk-expandable-list__summary">{item.title}</summary>
              <div className="bk-expandable-list__panel">
                {item.text ? <RichText html={item.text} /> : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <ExpandToggle {...disclosure}>{showAll ? t('common.showLess') : t('common.showAll')}</ExpandToggle>
      ) : null}
    </section>
  );
}
