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
import { type ReactNode, useMemo, useState } from 'react';
import { useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { NotFoundScreen } from '../not-found';
import type { CertificateHead } from './certificate-head';

/** The auth package's screens take the router's functions through this small interface (no router in auth). */
function useAuthNavigation(): AuthNavigation {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useMemo(
    () => ({
      navigate: (path: string, options?: { readonly replace?: boolean }) =>
        navigate(path, { replace: options?.replace ?? false }),
      searchParams,
    }),
    [navigate, searchParams],
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

export function LoginRoute() {
  return (
    <Titled titleKey="login.title">
      <LoginScreen navigation={useAuthNavigation()} />
    </Titled>
  );
}

export function AccountRoute() {
  // Spec 1 §2: 'Mijn profiel' plus the brand.
  return (
    <Titled titleKey="account.title">
      <AccountScreen navigation={useAuthNavigation()} />
    </Titled>
  );
}

export function MyTrainingsRoute() {
  return (
    <Titled titleKey="myTrainings.title">
      <MyTrainingsScreen navigation={useAuthNavigation()} />
    </Titled>
  );
}

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

export function LogoutRoute() {
  return (
    <>
      <ServerTitle titleKey="accountMenu.logout" />
      <LogoutScreen navigation={useAuthNavigation()} />
    </>
  );
}

export function ActivationRoute() {
  return (
    <>
      <ServerTitle titleKey="login.title" />
      <ActivationScreen navigation={useAuthNavigation()} />
    </>
  );
}

export function ChangeEmailRoute() {
  return (
    <>
      <ServerTitle titleKey="account.email.change" />
      <ChangeEmailScreen navigation={useAuthNavigation()} />
    </>
  );
}

export function AnonymizeUserRoute() {
  return (
    <>
      <ServerTitle titleKey="account.delete.button" />
      <AnonymizeUserScreen navigation={useAuthNavigation()} />
    </>
  );
}

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
  useDocumentTitle(
    head ? t('certificate.guest.title', { name: head.name }) : t('certificate.image.heading'),
    {
      description: head
        ? t('certificate.imageAlt', { name: head.name, training: head.trainingName })
        : undefined,
      image: head
        ? {
            ...head.shareImage,
            alt: t('certificate.imageAlt', { name: head.name, training: head.trainingName }),
          }
        : undefined,
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
