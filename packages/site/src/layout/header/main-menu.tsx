import type { MenuItem } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useId, useState } from 'react';
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

/** The island name of the main menu (decision 0067). */
export const MAIN_MENU_ISLAND = 'main-menu';

/**
 * The main menu (spec 1 §2) as a disclosure navigation: on small screens one 'menu' button opens it,
 * and an item with children has its own toggle. No hover menus: they fail for touch and tremor.
 */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const t = useT();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [openChild, setOpenChild] = useState<string | null>(null);
  const navId = useId();

  // A new page closes the menu, so it never covers the content the visitor asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => {
    setOpen(false);
    setOpenChild(null);
  }, [location.pathname]);

  if (items.length === 0) return null;
  return (
    <div className="site-menu">
      <button
        type="button"
        className="site-menu__toggle"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('menu.close') : t('menu.open')}
      </button>
      <nav id={navId} aria-label={t('menu.main')} className="site-menu__nav" data-open={open}>
        <ul className="site-menu__list">
          {items.map((item) => {
            const key = `${item.title}-${item.url}`;
            const childrenId = `${navId}-${key.replace(/[^a-z0-9]+/gi, '-')}`;
            return (
              <li key={key} className="site-menu__item">
                <MenuLink item={item} className="site-menu__link" />
                {item.below.length > 0 ? (
                  <>
                    <button
                      type="button"
                      className="site-menu__sub-toggle"
                      aria-expanded={openChild === key}
                      aria-controls={childrenId}
                      onClick={() => setOpenChild((k) => (k === key ? null : key))}
                    >
                      <span className="site-visually-hidden">{item.title}</span>
                      <span aria-hidden="true">▾</span>
                    </button>
                    <ul id={childrenId} className="site-menu__sub" hidden={openChild !== key}>
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
