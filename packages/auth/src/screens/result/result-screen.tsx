import {
  type ApiResult,
  type CourseResult,
  type CourseSummaryPage,
  demoMinAcceptableScore,
  isCertificateAchieved,
  pointsNeeded,
} from '@dementie/api-client';
import { ButtonLink, Heading, Loader, SpotlerForm } from '@dementie/block-kit';
import { formatScore } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAuth } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { readStoredResult, type StoredResult } from '../../store/result-storage';
import { Celebration } from '../../ui/celebration';
import { LoadFailed } from '../../ui/load-failed';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CertificateForm, RESULT_PATH, RESULT_TRAINING_PARAM } from '../certificate-form/certificate-form';

/** Props of {@link ResultScreen}. */
export interface ResultScreenProps {
  /** The site's navigation. */
  readonly navigation: AuthNavigation;
  /** Called when there is no result to show: the site renders its not-found page (spec 1 §2). */
  readonly onNotFound: () => void;
  /** The trainings path; the try-again button goes to `{trainingsPath}/{courseId}`. Default '/trainingen'. */
  readonly trainingsPath?: string;
  /** This page's path. Default '/jouw-resultaat'. */
  readonly resultPath?: string;
}

type Loaded = { readonly result: CourseResult; readonly summary: CourseSummaryPage | null };
type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly data: Loaded };

/** The course's minimum acceptable score as known here (server, session, else the demo rule). */
function minimumOf(result: CourseResult, stored: StoredResult): number {
  return (
    result.minAcceptableScore ?? stored.minAcceptableScore ?? demoMinAcceptableScore(result.maxPossibleScore)
  );
}

/** Whether the run passed: the score reaches the course's minimum (api-client's pass rule). */
export function resultPassed(result: CourseResult, stored: StoredResult): boolean {
  return isCertificateAchieved(result.score, minimumOf(result, stored));
}

/** The query parameter that opens the training as a second attempt (the site's player route reads it). */
export const RESTART_QUERY = 'opnieuw';

function isNotFound(result: ApiResult<unknown>): boolean {
  return result.kind === 'failed' && result.status === 404;
}

/** The course id of `?training=` (a positive whole number), or null. */
export function trainingFromQuery(searchParams: URLSearchParams): number | null {
  const raw = searchParams.get(RESULT_TRAINING_PARAM)?.trim() ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** The tab's storage tells no one of changes: the screen reads it when it renders. */
const noSubscription = () => () => {};

/**
 * The training result page `/jouw-resultaat` (spec 1 §2): needs the remembered course id (or, from a
 * mailed link, `?training={courseId}`), else not-found; with a remembered certificate id it goes to `/jouw-resultaat/{id}`. Passed: confetti
 * (not under reduced motion) and the certificate form. Failed: a try-again button to the course.
 */
export function ResultScreen({
  navigation,
  onNotFound,
  trainingsPath = '/trainingen',
  resultPath = RESULT_PATH,
}: ResultScreenProps) {
  const t = useT();
  const { store, resultStorage, prefersReducedMotion } = useAuth();
  // This tab's session storage. While the server's page is hydrated the screen is the loader, as the
  // server sent it (the server has no storage, and a first render that differed from its page would not
  // hydrate: React error #418); React renders again with the storage right after. A page the app
  // renders itself (a navigation) reads it in its first render, so a screen that only leads on replaces
  // itself before the app counts its page view (page-view-gate.ts in the site).
  const storedCache = useRef<{ key: string; value: StoredResult } | null>(null);
  const stored = useSyncExternalStore<StoredResult | null>(
    noSubscription,
    () => {
      const value = readStoredResult(resultStorage());
      const key = JSON.stringify(value);
      if (storedCache.current?.key !== key) storedCache.current = { key, value };
      return storedCache.current.value;
    },
    () => null,
  );
  const [view, setView] = useState<View>({ kind: 'loading' });
  const notFoundReported = useRef(false);
  // The host's latest callback, so a host that passes a new one at every render (an inline arrow)
  // does not run the effect below again: that led on to the certificate a second time (two page
  // views) and loaded the result again at every render of the host.
  const onNotFoundLatest = useRef(onNotFound);
  onNotFoundLatest.current = onNotFound;
  // spec 1 §2 needs the course id remembered in this tab; a mailed link opens a new tab or another
  // browser without it, so the link names the training instead (`?training=`, decision 0032).
  const courseId = stored === null ? null : (stored.courseId ?? trainingFromQuery(navigation.searchParams));

  const notFound = useCallback(() => {
    if (notFoundReported.current) return;
    notFoundReported.current = true;
    onNotFoundLatest.current();
  }, []);

  const load = useCallback(async () => {
    if (courseId === null) return;
    setView({ kind: 'loading' });
    const [result, summary] = await Promise.all([
      store.deps.api.completeCourse(courseId),
      store.deps.api.summaryPage(courseId),
    ]);
    // No run of this training for this visitor: there is no result to show (a 404 of the page).
    if (isNotFound(result) || (result.kind === 'loaded' && result.value.runs === 0)) {
      notFound();
      return;
    }
    if (result.kind !== 'loaded') {
      setView({ kind: 'failed' });
      return;
    }
    setView({
      kind: 'loaded',
      data: { result: result.value, summary: summary.kind === 'loaded' ? summary.value : null },
    });
  }, [courseId, store, notFound]);

  const certificateId = stored?.certificateId ?? null;
  // Until this tab's storage is read the screen may still lead on: its page view waits (in the first
  // commit, before the host counts it; also while the server's page is hydrated).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the screen is first shown
  useEffect(() => {
    navigation.holdPageView?.();
  }, []);
  useEffect(() => {
    if (stored === null) return;
    if (certificateId && courseId !== null) {
      navigation.navigate(`${resultPath}/${certificateId}`, { replace: true });
      return;
    }
    // The visitor stays on this address (the result, or the not-found page): its page view goes out.
    navigation.pageShown?.();
    if (courseId === null) notFound();
    else void load();
  }, [stored, courseId, certificateId, navigation, resultPath, notFound, load]);

  // spec 1 §4: after the form, the visitor goes to /jouw-resultaat, which leads on to the new
  // certificate. The form sits on that very route here, so the router keeps this screen mounted
  // and would never read the new certificate id: go on to the certificate directly instead.
  const onFormSubmitted = useCallback(
    (certificateId: string | null) => {
      if (certificateId) navigation.navigate(`${resultPath}/${certificateId}`, { replace: true });
    },
    [navigation, resultPath],
  );

  const passed = view.kind === 'loaded' && stored ? resultPassed(view.data.result, stored) : null;
  const block =
    view.kind === 'loaded'
      ? passed
        ? view.data.summary?.certificateAchievedBlock
        : view.data.summary?.certificateNotAchievedBlock
      : undefined;
  const heading =
    block?.pageBlock.resultTitle || (passed ? t('player.summary.achieved') : t('player.summary.notAchieved'));
  useDocumentTitle(view.kind === 'loaded' ? heading : t('player.summary.plain'));

  if (stored !== null && (courseId === null || certificateId)) return null;
  if (stored === null || courseId === null || view.kind === 'loading') {
    return (
      <div className="au-screen au-screen--result">
        <Loader withoutScript={t('app.needsScript')} />
      </div>
    );
  }
  if (view.kind === 'failed') {
    return (
      <div className="au-screen au-screen--result">
        <Heading level={1}>{t('player.summary.plain')}</Heading>
        <LoadFailed message={t('result.failed')} onRetry={() => void load()} />
      </div>
    );
  }

  const { result } = view.data;
  const pageBlock = block?.pageBlock;
  // The certificate form is for a passed run only; not achieved, the variant's marketing form
  // (SpotlerForm) takes its place where configured (decision 0027: no certificate button without one).
  const showForm = passed === true;
  const needed = pointsNeeded(result.score, minimumOf(result, stored));
  const marketing = passed ? undefined : block?.spotlerForm;
  return (
    <div className={`au-screen au-screen--result au-result--${passed ? 'passed' : 'failed'}`}>
      {passed ? <Celebration burst={1} reducedMotion={prefersReducedMotion()} /> : null}
      <Heading level={1}>{heading}</Heading>
      {pageBlock?.resultImage ? (
        <img className="au-result__image" src={pageBlock.resultImage.url} alt={pageBlock.resultImage.alt} />
      ) : null}
      {pageBlock?.resultDescription ? <p className="au-intro">{pageBlock.resultDescription}</p> : null}
      <p className="au-result__score">
        <span className="au-result__score-label">{t('player.summary.yourScore')}: </span>
        {formatScore(result.score, result.maxPossibleScore, t)}
      </p>
      {passed ? null : (
        <>
          <p className="au-result__needed">{t('player.pointsLeft', { n: needed })}</p>
          <div className="au-actions">
            {/* spec 1 §2: try again reloads the course, as a true second attempt (decision 0026). */}
            <ButtonLink href={`${trainingsPath}/${courseId}?${RESTART_QUERY}`}>
              {t('result.tryAgain')}
            </ButtonLink>
          </div>
        </>
      )}
      {marketing ? (
        <section className="au-result__marketing">
          <SpotlerForm
            block={{ kind: 'spotlerForm', scriptId: marketing.scriptId, formId: marketing.formId }}
            priority={false}
          />
        </section>
      ) : null}
      {showForm ? (
        <section className="au-result__form">
          <CertificateForm
            achieved={passed === true}
            runId={stored.runId}
            courseId={courseId}
            score={result.score}
            title={pageBlock?.formTitle}
            description={pageBlock?.formDescription}
            navigation={navigation}
            resultPath={resultPath}
            onSubmitted={onFormSubmitted}
          />
        </section>
      ) : null}
    </div>
  );
}
