import type { CertificateForm } from '@dementie/auth';
import { Loader, useConsent } from '@dementie/block-kit';
import {
  type CertificateFormContext,
  createHttpTrainingBackend,
  TrainingPlayer,
} from '@dementie/elearning-player';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ComponentProps, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { importWithRetry } from '../../services/lazy-with-retry';
import { useSiteServices } from '../../services/site-services';
import { NotFoundScreen } from '../not-found';
import { OFFLINE_NAME, safeStartingPage, trainingOfflineHref } from './training-exits';
import type { TrainingHead } from './training-head';

/** The query parameter of a second attempt (the result page's 'Training opnieuw doen'). */
export const RESTART_PARAM = 'opnieuw';

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
 * so the site renders auth's form with the run the player hands it.
 */
export function siteCertificateForm(navigation: ComponentProps<typeof CertificateForm>['navigation']) {
  return (context: CertificateFormContext) => (
    <Suspense fallback={<Loader />}>
      <LazyCertificateForm
        achieved={context.outcome === 'achieved'}
        runId={context.runId}
        courseId={context.courseId}
        score={context.score}
        navigation={navigation}
      />
    </Suspense>
  );
}

/**
 * `/trainingen/:courseId` (spec 1 §2): the training player, without the site's header and footer.
 * The player knows no router; the site hands it navigation, consent, analytics and the certificate form.
 */
export function PlayerRoute() {
  const { courseId: raw } = useParams();
  const { api, analytics } = useSiteServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const consent = useConsent();
  const backend = useMemo(() => createHttpTrainingBackend({ client: api }), [api]);
  const t = useT();
  const head = useLoaderData() as TrainingHead | null;
  useDocumentTitle(head?.name ?? t('site.trainings.title'), { description: head?.description });
  // 'Training opnieuw doen' on the result page links here with ?opnieuw (decision 0026): the player
  // opens a second attempt. The parameter is read once and then taken off the address, so a
  // reload later in that attempt (or of its summary) resumes or reopens it, never a third run.
  const [restart] = useState(() => searchParams.has(RESTART_PARAM));
  useEffect(() => {
    if (!searchParams.has(RESTART_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(RESTART_PARAM);
    const query = rest.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [searchParams, navigate, location.pathname]);
  const courseId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (courseId === null) return <NotFoundScreen />;
  const navigation = { navigate: (path: string) => navigate(path), searchParams };
  // Spec 3 §2: the page the learner came from, for the exit pages to lead back to (a safe path only).
  const startingPage = safeStartingPage(searchParams.get('startingPageUrl'));
  return (
    <TrainingPlayer
      key={courseId}
      courseId={courseId}
      // Every event carries the training's own name (spec 3 tracking events), not 'training {id}'.
      {...(head?.name ? { trainingName: head.name } : {})}
      restart={restart}
      backend={backend}
      currentPath={location.pathname}
      {...(startingPage ? { startingPageUrl: startingPage } : {})}
      offlineName={OFFLINE_NAME}
      // A fatal rendering error (spec 3 §2): the offline page, told which training to retry.
      onFatalError={() => navigate(trainingOfflineHref(courseId, startingPage), { replace: true })}
      navigate={(href) => {
        // Links out of the player stay in the app when they are ours; others are full navigations.
        if (href.startsWith('/')) navigate(href);
        else window.location.assign(href);
      }}
      track={(event) => analytics.push({ ...event })}
      marketingConsent={consent.has('marketing')}
      onAcceptCookies={() => consent.grant('marketing')}
      renderCertificateForm={siteCertificateForm(navigation)}
    />
  );
}
