import { cookieName, siteCookieIds, siteCookies } from '@dementie/api-client';
import { formatCookieLifetime } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { useId } from 'react';
import { useSiteServices } from '../services/site-services';

/**
 * The cookies this product sets, from the one list the server and the scripts set them by
 * (api-client `siteCookies`), so the cookie statement (spec 1 §2) names exactly what the browser
 * gets. One card per cookie rather than a table: it reads on a narrow phone without scrolling
 * sideways, and each cookie is a heading to jump to.
 */
export function CookieList() {
  const t = useT();
  const { origin } = useSiteServices();
  const titleId = useId();
  // The names as the browser shows them: on https some carry the `__Host-` prefix.
  const secure = origin.startsWith('https:');
  return (
    <section className="site-cookie-list" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('cookies.list.title')}</h2>
      <p>{t('cookies.list.intro')}</p>
      <ul className="site-cookie-list__items" aria-labelledby={titleId}>
        {siteCookieIds.map((id) => {
          const cookie = siteCookies[id];
          return (
            <li key={id} className="site-cookie-list__item">
              <h3 className="site-cookie-list__name">
                <code>{cookieName(cookie, secure)}</code>
              </h3>
              <dl className="site-cookie-list__facts">
                <dt>{t('cookies.list.purpose')}</dt>
                <dd>{t(`cookies.list.${id}.purpose`)}</dd>
                <dt>{t('cookies.list.lifetime')}</dt>
                <dd>{formatCookieLifetime(cookie.maxAgeSeconds, t)}</dd>
                <dt>{t('cookies.list.category')}</dt>
                <dd>{t(`cookies.category.${cookie.category}.title`)}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
      <p>{t('cookies.list.thirdParty')}</p>
    </section>
  );
}
