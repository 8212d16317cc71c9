import type { ReactNode } from 'react';
import { classNames } from '../../primitives/class-names';
import { SectionTitle } from './section-title';

/** Props of `ListSection`. */
export interface ListSectionProps<Item> {
  /** The widget's block class, e.g. 'bk-icon-grid'; the list gets `${name}__list`. */
  name: string;
  /** Extra classes from the page around the widget. */
  className?: string;
  /** A nav for lists of links (named by the title), a section otherwise. */
  as?: 'section' | 'nav';
  'aria-label'?: string;
  /** The section title; none, no heading. */
  title?: string;
  items: readonly Item[];
  /** One list item (an `li` with its key) per item. */
  children: (item: Item, index: number) => ReactNode;
  /** What follows the list inside the section, such as a link to the overview. */
  after?: ReactNode;
}

/**
 * The frame the list widgets share: their section, an optional title and a bare list of items.
 * A list block with nothing in it shows nothing: no lone heading above an empty space.
 */
export function ListSection<Item>({
  name,
  className,
  as: Tag = 'section',
  'aria-label': ariaLabel,
  title,
  items,
  children,
  after,
}: ListSectionProps<Item>) {
  if (items.length === 0) return null;
  return (
    <Tag className={classNames(name, className)} aria-label={ariaLabel}>
      <SectionTitle title={title} />
      <ul className={`${name}__list`}>{items.map(children)}</ul>
      {after}
    </Tag>
  );
}
