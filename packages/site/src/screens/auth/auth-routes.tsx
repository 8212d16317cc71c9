import {
  AccountScreen,
  ActivationScreen,
  AnonymizeUserScreen,
  type AuthNavigation,
  CertificateOverviewScreen,
  ChangeEmailScreen,
  LoginScreen,
  LogoutScreen,
  MyTrainingsScreen,
  ResultScreen,
} from '@dementie/auth';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ComponentProps, type ComponentType, type ReactNode, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePageViewGate } from '../../services/page-view-gate';
import { NotFoundScreen } from '../not-found';
import type { CertificateHead } from './certificate-head';

/** The auth package's screens take the router's functions through this small interface (no router in auth). */
function useAuthNavigation(): AuthNavigation {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const gate = usePageViewGate();
  const { key } = useLocation();
  const locationKey = useRef(key);
  locationKey.current = key;
  return useMemo(
    () => ({
      navigate: (path: string, options?: { readonly replace?: boolean }) => {
        // A screen that replaces itself at once (the result page going on to the certificate) only
        // led on: its page view is not sent, the next page's is (page-view-gate.ts).
        if (options?.replace) gate?.replaced(locationKey.current);
        return navigate(path, { replace: options?.replace ?? false });
      },
      holdPageView: () => gate?.hold(locationKey.current),
      pageShown: () => gate?.shown(locationKey.current),
      searchParams,
    }),
    [navigate, searchParams, gate],
  );
}

/** Sets the title during render too, so the server HTML has it before the browser takes over. */
function Titled({
  titleKey,
  children,
}: {
  titleKey: 'login.title' | 'myTrainings.title' | 'account.title';
  children: ReactNode;
}) {
  const t = useT();
  useDocumentTitle(t(titleKey));
  return <>{children}</>;
}

/** An auth screen that needs nothing from the route but the router's navigation. */
type NavigatedScreen = ComponentType<{ navigation: AuthNavigation }>;

/** The route of a screen with one title throughout. */
function titledRoute(titleKey: ComponentProps<typeof Titled>['titleKey'], Screen: NavigatedScreen) {
  return function TitledRoute() {
    return (
      <Titled titleKey={titleKey}>
        <Screen navigation={useAuthNavigation()} />
      </Titled>
    );
  };
}

export const LoginRoute = titledRoute('login.title', LoginScreen);

// Spec 1 §2: 'Mijn profiel' plus the brand.
export const AccountRoute = titledRoute('account.title', AccountScreen);

export const MyTrainingsRoute = titledRoute('myTrainings.title', MyTrainingsScreen);

/**
 * The title in the server's head of a screen that sets the browser's title itself as it goes (a
 * link screen says 'Oeps!' when the link failed): every page has a title from the first byte
 * (WCAG 2.4.2). Single-use and personal pages, so no canonical address.
 */
function ServerTitle({
  titleKey,
}: {
  titleKey:
    | 'accountMenu.logout'
    | 'login.title'
    | 'account.email.change'
    | 'account.delete.button'
    | 'player.summary.plain';
}) {
  const t = useT();
  useDocumentTitle(t(titleKey), { noindex: true, browser: false });
  return null;
}

/** The route of a screen that sets the browser's title itself as it goes (see ServerTitle). */
function serverTitledRoute(
  titleKey: ComponentProps<typeof ServerTitle>['titleKey'],
  Screen: NavigatedScreen,
) {
  return function ServerTitledRoute() {
    return (
      <>
        <ServerTitle titleKey={titleKey} />
        <Screen navigation={useAuthNavigation()} />
      </>
    );
  };
}

export const LogoutRoute = serverTitledRoute('accountMenu.logout', LogoutScreen);

export const ActivationRoute = serverTitledRoute('login.title', ActivationScreen);

export const ChangeEmailRoute = serverTitledRoute('account.email.change', ChangeEmailScreen);

export const AnonymizeUserRoute = serverTitledRoute('account.delete.button', AnonymizeUserScreen);

/** Spec 1 §2: without a remembered course id the result page is the not-found page. */
export function ResultRoute() {
  const navigation = useAuthNavigation();
  const [missing, setMissing] = useState(false);
  if (missing) return <NotFoundScreen />;
  return (
    <>
      <ServerTitle titleKey="player.summary.plain" />
      <ResultScreen navigation={navigation} onNotFound={() => setMissing(true)} />
    </>
  );
}

/** The head of a certificate page on the server: its share card, kept out of search engines (a person's name). */
function CertificateHeadTags() {
  const t = useT();
  const head = useLoaderData() as CertificateHead | null;
  // An erased certificate (decision 0011) has no name: its card names the training only.
  const erased = head !== null && head.name.trim() === '';
  const alt = head
    ? erased
      ? t('certificate.erased.imageAlt', { training: head.trainingName })
      : t('certificate.imageAlt', { name: head.name, training: head.trainingName })
    : undefined;
  useDocumentTitle(
    head
      ? erased
        ? t('certificate.page.title', { training: head.trainingName })
        : t('certificate.guest.title', { name: head.name })
      : t('certificate.image.heading'),
    {
      description: alt,
      image: head && alt ? { ...head.shareImage, alt } : undefined,
      noindex: true,
      browser: false,
    },
  );
  return null;
}

export function CertificateRoute() {
  const navigation = useAuthNavigation();
  const { certificateId } = useParams();
  const [missing, setMissing] = useState(false);
  if (!certificateId || missing) return <NotFoundScreen />;
  return (
    <>
      <CertificateHeadTags />
      <CertificateOverviewScreen
        navigation={navigation}
        certificateId={certificateId}
        onNotFound={() => setMissing(true)}
      />
    </>
  );
}
