import type { AuthNavigation } from '@dementie/auth';
import { Loader, useConsent } from '@dementie/block-kit';
import {
  type CertificateFormContext,
  createHttpTrainingBackend,
  DEFAULT_EXIT_HREF,
  DEFAULT_LANDING_HREF,
  DEFAULT_RESULT_HREF,
  TrainingPlayer,
  type TrainingPlayerProps,
} from '@dementie/elearning-player';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { importWithRetry } from '../../services/lazy-with-retry';
import { useSiteServices } from '../../services/site-services';
import { RESTART_PARAM } from './player-constants';
import { TRAININGS_PATH, trainingOfflineHref } from './training-paths';

/**
 * The certificate form's code, with its word lists for the name check, loads when a learner reaches
 * the form, not with the player: most of a training's pages never need it (about 25 kB gzip).
 */
const LazyCertificateForm = lazy(() =>
  importWithRetry(() => import('./certificate-form-entry')).then((module) => ({
    default: module.CertificateForm,
  })),
);

/**
 * The site's certificate form on the player's certificate form page: the player knows no accounts,
 * so the site renders auth's form with the run the player hands it. After sending, the form goes on
 * to the result page, or, given `onSubmitted`, leaves what follows to it (the embed page).
 */
export function siteCertificateForm(
  navigation: AuthNavigation,
  onSubmitted?: (certificateId: string | null) => void,
) {
  return (context: CertificateFormContext) => (
    <Suspense fallback={<Loader />}>
      <LazyCertificateForm
        achieved={context.outcome === 'achieved'}
        runId={context.runId}
        courseId={context.courseId}
        score={context.score}
        navigation={navigation}
        {...(onSubmitted ? { onSubmitted } : {})}
      />
    </Suspense>
  );
}

/**
 * Admin mode's document editor (with Lexical), loaded when an editor opens a training on an 'admin'
 * address: the player only names it through this loader, so learners never download it.
 */
const loadDocumentEditor = () => importWithRetry(() => import('@dementie/elearning-player/editor'));

/** What the player page knows from its address and loader, the same on the server and in the browser. */
export interface TrainingPageProps {
  readonly courseId: number;
  /** The training's own name, for the events (spec 3 tracking events); absent when not known. */
  readonly trainingName?: string;
  /** A second attempt was asked for (`?opnieuw`, decision 0026). */
  readonly restart: boolean;
  /** The player's address, as its links are built from it. */
  readonly currentPath: string;
  /** Spec 3 §2: the page the learner came from, checked (a path of this site), or absent. */
  readonly startingPageUrl?: string;
}

/**
 * The site's training player: its services, consent, analytics and certificate form, and the way out
 * it is given (the same navigation the certificate form takes). Shared by the app's player route and
 * the player page's island.
 */
export function SitePlayer({ page, navigation }: { page: TrainingPageProps; navigation: AuthNavigation }) {
  const { api, analytics } = useSiteServices();
  const consent = useConsent();
  const backend = useMemo(() => createHttpTrainingBackend({ client: api }), [api]);
  const { courseId, trainingName, restart, currentPath, startingPageUrl } = page;
  const props: TrainingPlayerProps = {
    courseId,
    ...(trainingName ? { trainingName } : {}),
    restart,
    backend,
    currentPath,
    ...(startingPageUrl ? { startingPageUrl } : {}),
    // The site's ways out (spec 3 §2, spec 1 §2): the player has none of its own.
    closeHref: TRAININGS_PATH,
    exitHref: DEFAULT_EXIT_HREF,
    landingHref: DEFAULT_LANDING_HREF,
    resultHref: DEFAULT_RESULT_HREF,
    // A fatal rendering error (spec 3 §2): the offline page, told which training to retry.
    onFatalError: () =>
      navigation.navigate(trainingOfflineHref(courseId, startingPageUrl ?? null), { replace: true }),
    navigate: (href) => navigation.navigate(href),
    // The site's dataLayer, behind the statistics consent (decision 0031).
    onEvent: (event) => analytics.push({ ...event }),
    marketingConsent: consent.has('marketing'),
    onAcceptCookies: () => consent.grant('marketing'),
    renderCertificateForm: siteCertificateForm(navigation),
    documentEditor: loadDocumentEditor,
  };
  return <TrainingPlayer key={courseId} {...props} />;
}

/** Every way out of the player page is a page load: the next page is a document or the app. */
const documentNavigation: AuthNavigation = {
  navigate(href, options) {
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  },
  get searchParams() {
    return new URLSearchParams(window.location.search);
  },
};

/**
 * The player page's one island (decision 0073): the player with the app's texts (an island has the
 * document texts only, decision 0072), without the router. The address's `?opnieuw` is read by the
 * server (the props) and then taken off the address, so a reload later in that attempt resumes it.
 */
export function PlayerIsland(props: TrainingPageProps) {
  const { brand } = useSiteServices();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(RESTART_PARAM)) return;
    url.searchParams.delete(RESTART_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return (
    <I18nProvider brand={brand.id}>
      <SitePlayer page={props} navigation={documentNavigation} />
    </I18nProvider>
  );
}
