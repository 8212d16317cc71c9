import type { MenuItem } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';

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
 * The main menu (spec 1 §2) as a disclosure navigation: on small screens one 'menu' toggle opens it,
 * and an item with children has its own toggle. No hover menus: they fail for touch and tremor.
 * The toggles are the browser's own disclosures (`details` and `summary`, decision 0068): they work
 * before and without any script, so a document page needs no script for its menu. The lists are the
 * disclosures' neighbours, shown by the stylesheet when their disclosure is open, so that on a wide
 * screen the menu itself stays in view while its toggle is hidden. One submenu is open at a time.
 */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const t = useT();
  const location = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const navId = useId();

  // In the app a new page closes the menu, so it never covers the content the visitor asked for (a
  // document page is a new page anyway).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => {
    for (const disclosure of root.current?.querySelectorAll('details') ?? []) disclosure.open = false;
  }, [location.pathname]);

  if (items.length === 0) return null;
  return (
    <div ref={root} className="site-menu">
      <details className="site-menu__disclosure">
        <summary className="site-menu__toggle" aria-controls={navId}>
          <span className="site-menu__when-closed">{t('menu.open')}</span>
          <span className="site-menu__when-open">{t('menu.close')}</span>
        </summary>
      </details>
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
                        <span aria-hidden="true">▾</span>
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
    </div>
  );
}

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
