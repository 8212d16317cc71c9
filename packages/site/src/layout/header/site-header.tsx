import type { MenuItem } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { BrandConfig } from '../../brand/brand-config';
import { isSearchItem, MainMenu, MenuToggle, SearchLink, TopMenu } from './main-menu';
import { listenForHeaderDismiss } from './menu-dismiss';

export interface SiteHeaderProps {
  brand: BrandConfig;
  main: readonly MenuItem[];
  top: readonly MenuItem[];
  /** The account menu of the auth package ('Inloggen' or 'Mijn account'). */
  accountMenu?: ReactNode;
}

/**
 * The site's header (spec 1 §2, decision 0076). On a phone or tablet one row: the logo, 'Zoeken' and
 * 'Open het menu'; the menu's panel holds the main menu, the top menu's other links and the account
 * menu. From 1024 px the panel's parts are laid out in the header itself: the logo, 'Zoeken', the top
 * menu and the account menu in the first row, the main menu in the second, whose submenus open over
 * the page. Nothing in it needs a script (decision 0068); with one, Escape and a press outside close
 * what is open (`listenForHeaderDismiss`), and in the app a new page closes the menu.
 */
export function SiteHeader({ brand, main, top, accountMenu }: SiteHeaderProps) {
  const t = useT();
  const location = useLocation();
  const root = useRef<HTMLElement>(null);
  const panelId = useId();
  const search = top.find(isSearchItem);
  const utilities = top.filter((item) => !isSearchItem(item));
  const hasPanel = main.length > 0 || utilities.length > 0 || Boolean(accountMenu);

  // In the app a new page closes the menu, so it never covers the content the visitor asked for (a
  // document page is a new page anyway).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => {
    for (const disclosure of root.current?.querySelectorAll('details') ?? []) disclosure.open = false;
  }, [location.pathname]);
  // A document page's loader does this for the server's header (decision 0076).
  useEffect(() => listenForHeaderDismiss(document), []);

  return (
    <header ref={root} className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__home" to="/">
          <img className="site-header__logo" src={brand.logoUrl} alt="" width="48" height="48" />
          <span className="site-header__name">{t('brand.name')}</span>
        </Link>
        {search || hasPanel ? (
          <div className="site-header__actions">
            {search ? <SearchLink item={search} /> : null}
            {hasPanel ? <MenuToggle panelId={panelId} /> : null}
          </div>
        ) : null}
      </div>
      {hasPanel ? (
        <div id={panelId} className="site-header__panel">
          {/* Its toggles work without script: no island on a document page (decision 0068). */}
          <MainMenu items={main} />
          {utilities.length > 0 || accountMenu ? (
            <div className="site-header__tools">
              <TopMenu items={utilities} />
              {accountMenu}
            </div>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
