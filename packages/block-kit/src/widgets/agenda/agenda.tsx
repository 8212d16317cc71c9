import type { AgendaBlock, Card } from '@dementie/cms-model';
import { formatEventDate } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { CmsLink } from '../../content/cms-link';
import { Icon } from '../../content/icon';
import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';
import { ExpandToggle, useExpandToggle } from '../shared/expand-toggle';
import { SectionTitle } from '../shared/section-title';

/** Props of `AgendaItems`: the `agenda` block's data. */
export type AgendaItemsProps = Omit<AgendaBlock, 'kind' | 'id'> & { className?: string };

/**
 * 'dinsdag 10 maart 2026, 10:00 - 12:00', or the two days when they differ: the date written as news
 * writes it (one date form on every page), in Dutch time on the server and in every browser.
 * An unreadable start gives ''.
 */
export function formatAgendaDate(startDate: string, endDate?: string): string {
  if (Number.isNaN(new Date(startDate).getTime())) return '';
  return formatEventDate(startDate, endDate);
}

/**
 * Agenda cards (spec 2 §3.6: title, text, startDate, endDate, icon, labels, location, button). The
 * more-button shows only when there are more items than `visibleCount` (spec 2 §9); the extra items
 * fold open over 350 ms (none under reduced motion).
 */
export function AgendaItems({ title, visibleCount, items, className }: AgendaItemsProps) {
  const t = useT();
  const disclosure = useExpandToggle();
  const { listId, expanded } = disclosure;
  const hasMore = items.length > visibleCount;
  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (items.length === 0) return null;
  return (
    <section className={classNames('bk-agenda', className)}>
      <SectionTitle title={title} />
      <ul id={listId} className="bk-agenda__list">
        {items.map((item, index) => {
          const extra = index >= visibleCount;
          if (extra && !expanded) return null;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: CMS lists are static per render and may repeat titles; the position keeps keys unique
              key={`${item.title}-${index}`}
              className={extra ? 'bk-agenda__item bk-agenda__item--extra' : 'bk-agenda__item'}
            >
              <AgendaCard item={item} />
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <ExpandToggle {...disclosure}>{expanded ? t('agenda.showLess') : t('common.showMore')}</ExpandToggle>
      ) : null}
    </section>
  );
}

function AgendaCard({ item }: { item: Card }) {
  const t = useT();
  const date = item.startDate ? formatAgendaDate(item.startDate, item.endDate) : '';
  return (
    <article className="bk-agenda__card">
      {item.icon ? <Icon name={item.icon} className="bk-agenda__icon" /> : null}
      <div className="bk-agenda__body">
        <h3 className="bk-agenda__title">{item.title}</h3>
        {item.labels.length > 0 ? (
          <ul className="bk-agenda__labels">
            {item.labels.map((label) => (
              <li key={label} className="bk-agenda__label">
                {label}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="bk-agenda__facts">
          {date ? (
            <div>
              <dt>{t('agenda.date')}</dt>
              <dd>{item.startDate ? <time dateTime={item.startDate}>{date}</time> : null}</dd>
            </div>
          ) : null}
          {item.location ? (
            <div>
              <dt>{t('agenda.location')}</dt>
              <dd>{item.location}</dd>
            </div>
          ) : null}
        </dl>
        {item.text ? <RichText html={item.text} /> : null}
        {item.button ? <CmsLink link={item.button} /> : null}
      </div>
    </article>
  );
}
