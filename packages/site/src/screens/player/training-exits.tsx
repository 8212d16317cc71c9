import { ButtonLink } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { notFound } from '../cms/cms-loader';
import { safeStartingPage, TRAININGS_PATH } from './training-paths';

function startingPageOf(request: Request): string {
  return safeStartingPage(new URL(request.url).searchParams.get('startingPageUrl')) ?? TRAININGS_PATH;
}

/**
 * `/sluiten-training` (spec 3 §2, the exit link of an activity): a plain redirect (302 from the
 * server, so it works before or without the scripts) back to the page the learner started the
 * training from, else the trainings overview.
 */
export function loadLeaveTraining({ request }: LoaderFunctionArgs): never {
  throw redirect(startingPageOf(request));
}

/**
 * `/einde-training` (spec 3 §2, the exit of a certificate form page whose course has no landing page
 * of its own). The training's landing page is the page that presented the training: the learner's
 * `startingPageUrl`, which the player adds to its exit links (it knows it from its own address).
 * Without one: the trainings overview.
 */
export function loadTrainingEnd({ request }: LoaderFunctionArgs): never {
  throw redirect(startingPageOf(request));
}

export interface TrainingOfflineData {
  /** The player page to try again, with the learner's starting page; null when unknown. */
  readonly retryHref: string | null;
  /** Where 'back' leads: the starting page or the trainings overview. */
  readonly backHref: string;
}

/**
 * `/training-offline?training={id}&startingPageUrl=...`: the query is checked like any address; a
 * training id that is no number is an unknown page (404). The training itself is not looked up:
 * this page is shown exactly when the training could not be, and must not depend on it.
 */
export function loadTrainingOffline({ request }: LoaderFunctionArgs): TrainingOfflineData {
  const query = new URL(request.url).searchParams;
  const training = query.get('training');
  if (training !== null && !/^\d{1,9}$/.test(training)) notFound();
  const start = safeStartingPage(query.get('startingPageUrl'));
  const backHref = start ?? TRAININGS_PATH;
  const retryHref =
    training === null
      ? null
      : `/trainingen/${training}${start ? `?startingPageUrl=${encodeURIComponent(start)}` : ''}`;
  return { retryHref, backHref };
}

/**
 * The calm page of a training that cannot be shown (spec 3 §2, `/{name}-offline`): what happened in
 * plain words, that it is not the learner's fault, a way to try again and a way back.
 */
export function TrainingOfflineScreen() {
  const { retryHref, backHref } = useLoaderData() as TrainingOfflineData;
  const t = useT();
  const title = t('site.trainingOffline.title');
  useDocumentTitle(title, { noindex: true });
  return (
    <section className="site-training-offline">
      <h1>{title}</h1>
      <p>{t('site.trainingOffline.text')}</p>
      <p>{t('site.trainingOffline.later')}</p>
      <div className="site-training-offline__actions">
        {retryHref ? (
          // A full page load: the player starts afresh, with all its code loaded again.
          <ButtonLink href={retryHref}>{t('site.trainingOffline.retry')}</ButtonLink>
        ) : null}
        <Link to={backHref} className="site-training-offline__back">
          {backHref === TRAININGS_PATH
            ? t('site.trainingOffline.toTrainings')
            : t('site.trainingOffline.back')}
        </Link>
      </div>
    </section>
  );
}
