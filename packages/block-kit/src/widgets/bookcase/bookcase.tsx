import type { BookcaseBlock } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { useRef } from 'react';
import { CmsLink } from '../../content/cms-link';
import { ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';
import { Modal } from '../modal/modal';

/** Props of `Bookcase`: the `bookcase` block's data plus the selection the site keeps in the URL. */
export type BookcaseProps = Omit<BookcaseBlock, 'kind' | 'id'> & {
  /**
   * The slug of the book whose details are open: the site binds it to the `item` query parameter
   * (spec 2 §2.8). Null or unknown: no details.
   */
  selectedSlug?: string | null;
  /** Asked to open a book (slug) or close the details (null; the site then removes `item`). */
  onSelect: (slug: string | null) => void;
  className?: string;
};

/** A bookcase of 4 columns with a detail modal; default title 'Onze selectie' (spec 2 §2.5, §9). */
export function Bookcase({ title, items, selectedSlug, onSelect, className }: BookcaseProps) {
  const t = useT();
  const selected = items.find((item) => item.slug === selectedSlug);
  const shelf = useRef<HTMLUListElement>(null);
  // The book last shown: opened from the address (a shared link), focus goes back to its button.
  const shownSlug = useRef<string | null>(null);
  if (selected) shownSlug.current = selected.slug;
  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (items.length === 0) return null;
  return (
    <section className={classNames('bk-bookcase', className)}>
      <h2 className="bk-section-title">{title ?? t('bookcase.defaultTitle')}</h2>
      <ul className="bk-bookcase__shelf" ref={shelf}>
        {items.map((item) => (
          <li key={item.slug} className="bk-bookcase__book">
            <button
              type="button"
              className="bk-bookcase__open"
              data-slug={item.slug}
              onClick={() => onSelect(item.slug)}
            >
              {item.image ? (
                <ResponsiveImage
                  image={item.image}
                  className="bk-bookcase__cover"
                  crop="portrait"
                  sizes="(min-width: 1024px) 25vw, 50vw"
                />
              ) : (
                // A book without a picture gets a drawn cover with its title, so the shelf stays one
                // line of equal books (the title under it is what is read out).
                <span className="bk-bookcase__cover bk-bookcase__cover--drawn" aria-hidden="true">
                  <span className="bk-bookcase__cover-title">{item.title}</span>
                </span>
              )}
              <span className="bk-bookcase__title">{item.title}</span>
              {item.author ? <span className="bk-bookcase__author">{item.author}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={selected !== undefined}
        onClose={() => onSelect(null)}
        returnFocusTo={() =>
          [...(shelf.current?.querySelectorAll<HTMLButtonElement>('button[data-slug]') ?? [])].find(
            (button) => button.dataset.slug === shownSlug.current,
          )
        }
        title={selected?.title ?? ''}
        size="large"
      >
        {selected ? (
          <div className="bk-bookcase__detail">
            <ResponsiveImage
              image={selected.image}
              className="bk-bookcase__detail-cover"
              crop="portrait"
              sizes="12rem"
            />
            <div>
              {selected.author ? <p className="bk-bookcase__author">{selected.author}</p> : null}
              {selected.text ? <RichText html={selected.text} /> : null}
              {selected.link ? <CmsLink link={selected.link} /> : null}
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
