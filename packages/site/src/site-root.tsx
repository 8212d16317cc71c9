import { type MenuItem, siteCookies } from '@dementie/api-client';
import { AccountMenu, AuthProvider, PAGE_NOTICE_KEY, PageNotice } from '@dementie/auth';
import { ConsentProvider, CookieConsent, Island } from '@dementie/block-kit';
import type { Page } from '@dementie/cms-model';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router-dom';
import { SITE_ISLANDS } from './islands/site-islands';
import { SiteFooterIsland, type SiteFooterIslandProps } from './layout/brand-footer';
import { Layout, type SiteMenus } from './layout/layout';
import { DocumentPageView, usePageViews } from './page-views';
import type { SiteRouteHandle } from './route-handle';
import { type PageViewGate, PageViewGateProvider } from './services/page-view-gate';
import { type SiteServices, SiteServicesProvider, useSiteServices } from './services/site-services';

// The root route's element and data: the layout with its menus, the frame's islands and the
// providers every page needs.

export interface SiteSlots {
  /** Replaces the brand footer. */
  footer?: ReactNode;
}

export async function loadMenus(services: SiteServices, request: Request): Promise<SiteMenus> {
  const get = async (name: 'main' | 'top-menu' | 'footer'): Promise<readonly MenuItem[]> => {
    const result = await services.api.menu(name, { signal: request.signal });
    // A menu that fails to load leaves the page usable: the content matters more than the menu.
    return result.kind === 'loaded' ? result.value : [];
  };
  const [main, top, footer] = await Promise.all([get('main'), get('top-menu'), get('footer')]);
  return { main, top, footer };
}

/** Spec 1 §4: 'verify authentication' again when leaving a training page. */
function useReverifyAfterTraining() {
  const { auth } = useSiteServices();
  const matches = useMatches();
  const inTraining = matches.some((m) => (m.handle as SiteRouteHandle | undefined)?.training);
  const wasInTraining = useRef(inTraining);
  useEffect(() => {
    if (wasInTraining.current && !inTraining) auth.reverify();
    wasInTraining.current = inTraining;
  }, [auth, inTraining]);
}

/** Spec 2 §9 / §2.8: scroll to a hash anchor after 1 s (content above it may still be loading). */
function useScrollToHash() {
  const location = useLocation();
  useEffect(() => {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [location.hash]);
}

export function Root({ slots, pageViewGate }: { slots: SiteSlots; pageViewGate: PageViewGate }) {
  const services = useSiteServices();
  const menus = useLoaderData() as SiteMenus;
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  useReverifyAfterTraining();
  useScrollToHash();
  usePageViews(pageViewGate);
  const hidden = matches.some((m) => (m.handle as SiteRouteHandle | undefined)?.chrome === 'hidden');
  const footerNewsletter = !matches.some(
    (m) => (m.handle as SiteRouteHandle | undefined)?.footerNewsletter === false,
  );
  // Spec 2 §2.2: a CMS page may hide the footer.
  const hideFooter = matches.some((m) => (m.data as { page?: Page } | undefined)?.page?.hideFooter === true);
  return (
    <PageViewGateProvider value={pageViewGate}>
      <Layout
        brand={services.brand}
        menus={menus}
        accountMenu={
          // On a document page an island whose links load the next page (decision 0067). Its HTML is the
          // same for everyone: the 'Inloggen' link, which needs no script, marked as not known yet. Only
          // a browser that holds the signed-in hint takes it over and checks the session (decision
          // 0097); for anyone else it stays the link.
          <Island name={SITE_ISLANDS.accountMenu} props={{}} needsCookie={siteCookies.signedIn.name}>
            <AccountMenu navigate={(path) => navigate(path)} />
          </Island>
        }
        footer={
          hideFooter
            ? false
            : (slots.footer ?? (
                <Island<SiteFooterIslandProps>
                  name={SITE_ISLANDS.footer}
                  props={{ menu: menus.footer, newsletter: footerNewsletter }}
                >
                  <SiteFooterIsland menu={menus.footer} newsletter={footerNewsletter} />
                </Island>
              ))
        }
        chrome={hidden ? 'hidden' : 'full'}
      >
        {/* Decision 0032: the one-time confirmation after a mailed e-mail change or erasure, on the page
          the link leads to (read again at every navigation). */}
        <Island
          name={SITE_ISLANDS.pageNotice}
          props={{ locationKey: location.key }}
          needsStored={PAGE_NOTICE_KEY}
        >
          <PageNotice locationKey={location.key} />
        </Island>
        <DocumentPageView matches={matches} />
        <Outlet />
        <ScrollRestoration />
        <CookieConsent formAction="/cookie-keuze" returnTo={`${location.pathname}${location.search}`} />
      </Layout>
    </PageViewGateProvider>
  );
}

/** The providers every page needs, in the order they depend on each other. */
export function Providers({ services, children }: { services: SiteServices; children: ReactNode }) {
  return (
    <SiteServicesProvider services={services}>
      <I18nProvider brand={services.brand.id}>
        <ConsentProvider store={services.consent}>
          <AuthProvider store={services.auth} botCheck={services.botCheck}>
            {children}
          </AuthProvider>
        </ConsentProvider>
      </I18nProvider>
    </SiteServicesProvider>
  );
}
