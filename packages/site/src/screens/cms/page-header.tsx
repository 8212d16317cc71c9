import { CmsLink, ResponsiveImage, RichText } from '@dementie/block-kit';
import type { Page } from '@dementie/cms-model';
import { formatNewsDate } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { Link } from 'react-router-dom';

/**
 * Spec 2 §2.3: breadcrumb (titles over 30 characters cut, the full title kept for screen readers),
 * title, subtitle, buttons, image and publication date.
 */
export function PageHeader({ page, className }: { page: Page; className?: string }) {
  const t = useT();
  const { header } = page;
  const trail = header.breadcrumb;
  return (
    <header
      className={['site-page-header', page.sandColor ? 'site-page-header--sand' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {trail.length > 0 ? (
        <nav aria-label={t('site.breadcrumb')} className="site-breadcrumb">
          <ol>
            {trail.map((item, index) => {
              const label = item.messageKey ? t(item.messageKey) : item.label.visible;
              const full = item.messageKey ? label : item.label.full;
              const isLast = index === trail.length - 1;
              const content =
                item.label.truncated && !item.messageKey ? (
                  <>
                    <span aria-hidden="true">{label}</span>
                    <span className="site-visually-hidden">{full}</span>
                  </>
                ) : (
                  label
                );
              return (
                <li
                  key={item.url ?? item.label.full}
                  {...(isLast ? { 'aria-current': 'page' as const } : {})}
                >
                  {item.url && !isLast ? <Link to={item.url}>{content}</Link> : content}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className="site-page-header__body">
        <div className="site-page-header__text">
          <h1>{header.title}</h1>
          {header.subtitle ? <p className="site-page-header__subtitle">{header.subtitle}</p> : null}
          {header.publicationDate ? (
            <p className="site-page-header__date">
              <time dateTime={header.publicationDate}>{formatNewsDate(header.publicationDate)}</time>
            </p>
          ) : null}
          {header.intro ? <RichText className="site-page-header__intro" html={header.intro} /> : null}
          {header.primaryLink || header.secondaryLink ? (
            <div className="site-page-header__actions">
              {header.primaryLink ? <CmsLink link={header.primaryLink} as="button" /> : null}
              {header.secondaryLink ? (
                <CmsLink link={header.secondaryLink} as="button" variant="secondary" />
              ) : null}
            </div>
          ) : null}
        </div>
        {header.image ? (
          <div className="site-page-header__media">
            <ResponsiveImage image={header.image} sizes="(min-width: 1024px) 480px, 100vw" />
          </div>
        ) : null}
      </div>
    </header>
  );
}
