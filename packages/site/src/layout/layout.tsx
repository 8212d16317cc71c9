import { brandThemeAttributes } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import type { BrandConfig } from '../brand/brand-config';

export interface LayoutProps {
  brand: BrandConfig;
  children: ReactNode;
}

/** The page frame: skip link, header with the brand's logo, main landmark and footer. */
export function Layout({ brand, children }: LayoutProps) {
  const t = useT();
  return (
    <div {...brandThemeAttributes(brand.id)} lang="nl">
      <div className="site-layout">
        <a className="site-skip-link" href="#main-content">
          {t('common.skipToContent')}
        </a>
        <header className="site-header">
          <a className="site-header__home" href="/">
            <img className="site-header__logo" src={brand.logoUrl} alt="" width="48" height="48" />
            <span className="site-header__name">{t('brand.name')}</span>
          </a>
        </header>
        <main id="main-content" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <p>{t('brand.footerTagline')}</p>
        </footer>
      </div>
    </div>
  );
}
