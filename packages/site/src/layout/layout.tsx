import type { MenuItem } from '@dementie/api-client';
import { brandThemeAttributes } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import type { BrandConfig } from '../brand/brand-config';
import { MenuLink } from './header/main-menu';
import { SiteHeader } from './header/site-header';

export interface SiteMenus {
  main: readonly MenuItem[];
  top: readonly MenuItem[];
  footer: readonly MenuItem[];
}

export interface LayoutProps {
  brand: BrandConfig;
  menus: SiteMenus;
  /** The account menu of the auth package, shown in the header. */
  accountMenu?: ReactNode;
  /** Spec 1 §2: header and footer are hidden during a training, except at some points. */
  chrome?: 'full' | 'hidden';
  /** The brand's footer; defaults to a simple footer with the footer menu; `false` for none (hideFooter). */
  footer?: ReactNode | false;
  children: ReactNode;
}

/** The page frame: skip link, header with logo and menus, main landmark, footer. */
export function Layout({ brand, menus, accountMenu, chrome = 'full', footer, children }: LayoutProps) {
  const t = useT();
  return (
    <div {...brandThemeAttributes(brand.id)} lang="nl">
      <div className="site-layout">
        {/* In a training the player brings its own skip link; one is enough. */}
        {chrome === 'full' ? (
          <a className="site-skip-link" href="#main-content">
            {t('common.skipToContent')}
          </a>
        ) : null}
        {chrome === 'full' ? (
          <SiteHeader brand={brand} main={menus.main} top={menus.top} accountMenu={accountMenu} />
        ) : null}
        <main id="main-content" className="site-main" tabIndex={-1}>
          {children}
        </main>
        {chrome === 'full' && footer !== false
          ? (footer ?? (
              <footer className="site-footer">
                {menus.footer.length > 0 ? (
                  <ul className="site-footer__menu">
                    {menus.footer.map((item) => (
                      <li key={`${item.title}-${item.url}`}>
                        <MenuLink item={item} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p>{t('brand.footerTagline')}</p>
              </footer>
            ))
          : null}
      </div>
    </div>
  );
}
