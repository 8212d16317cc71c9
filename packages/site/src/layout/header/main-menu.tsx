import type { MenuItem } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

/** A menu link: internal ones through the router, external ones as plain links that say so. */
export function MenuLink({ item, className }: { item: MenuItem; className?: string }) {
  const t = useT();
  if (item.external) {
    return (
      <a className={className} href={item.url} rel="noopener">
        {item.title}
        <span className="site-visually-hidden"> {t('common.externalLink')}</span>
      </a>
    );
  }
  return (
    <Link className={className} to={item.url}>
      {item.title}
    </Link>
  );
}

/** The exclusive group of the submenus' disclosures: opening one closes the other. */
const SUBMENU_GROUP = 'site-menu-sub';

/**
 * The toggle of the header's menu on a phone or tablet (decision 0076): 'Open het menu' / 'Sluit het
 * menu', the browser's own disclosure (`details` and `summary`, decision 0068), so it works before and
 * without any script. The panel it shows is its neighbour `panelId`, shown by the stylesheet while
 * the disclosure is open; on a wide screen the toggle is hidden and the panel's parts always shown.
 */
export function MenuToggle({ panelId }: { panelId: string }) {
  const t = useT();
  return (
    <details className="site-menu__disclosure">
      <summary className="site-menu__toggle" aria-controls={panelId}>
        <span className="site-menu__toggle-labels">
          <span className="site-menu__when-closed">{t('menu.open')}</span>
          <span className="site-menu__when-open">{t('menu.close')}</span>
        </span>
      </summary>
    </details>
  );
}

/**
 * The main menu (spec 1 §2) as a disclosure navigation: an item with children has its own toggle. No
 * hover menus: they fail for touch and tremor. The toggles are the browser's own disclosures
 * (decision 0068); each submenu list is its disclosure's neighbour, shown by the stylesheet while
 * the disclosure is open: in the phone's menu under its item, on a wide screen over the page below
 * the header, moving nothing (decision 0076). One submenu is open at a time.
 */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const t = useT();
  const navId = useId();
  if (items.length === 0) return null;
  return (
    <nav id={navId} aria-label={t('menu.main')} className="site-menu__nav">
      <ul className="site-menu__list">
        {items.map((item) => {
          const key = `${item.title}-${item.url}`;
          const childrenId = `${navId}-${key.replace(/[^a-z0-9]+/gi, '-')}`;
          return (
            <li key={key} className="site-menu__item">
              <MenuLink item={item} className="site-menu__link" />
              {item.below.length > 0 ? (
                <>
                  <details className="site-menu__sub-disclosure" name={SUBMENU_GROUP}>
                    <summary className="site-menu__sub-toggle" aria-controls={childrenId}>
                      <span className="site-visually-hidden">{item.title}</span>
                      <span className="site-menu__chevron" aria-hidden="true">
                        ▾
                      </span>
                    </summary>
                  </details>
                  <ul id={childrenId} className="site-menu__sub">
                    {item.below.map((child) => (
                      <li key={`${child.title}-${child.url}`}>
                        <MenuLink item={child} className="site-menu__link" />
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The search page's path (spec 1 §2 route table): its item in the top menu is the header's search. */
export const SEARCH_PATH = '/zoeken';

/** Whether a top-menu item is the site's search page, which the header shows as its own button. */
export function isSearchItem(item: MenuItem): boolean {
  return !item.external && item.url.split(/[?#]/)[0] === SEARCH_PATH;
}

/**
 * The header's search button (decision 0076): the top menu's item for the search page, in the
 * header's one row at every width, with a magnifier; on the narrowest phones the magnifier alone
 * (its name stays the item's title).
 */
export function SearchLink({ item }: { item: MenuItem }) {
  return (
    <Link className="site-header__search" to={item.url}>
      <svg className="site-header__search-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="m15.5 15.5 5.5 5.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="site-header__search-label">{item.title}</span>
    </Link>
  );
}

/** The top menu (utility links such as 'Contact'), without the search item the header shows apart. */
export function TopMenu({ items }: { items: readonly MenuItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('menu.top')} className="site-top-menu">
      <ul>
        {items.map((item) => (
          <li key={`${item.title}-${item.url}`}>
            <MenuLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
