import type { AsyncResult, FollowedCourse } from '@dementie/api-client';
import { ButtonLink, Heading, Loader } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useCallback, useEffect, useState } from 'react';
import { isLoggedIn, isLoggedOut } from '../../machine/auth-machine';
import { useAuth } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { LoadFailed } from '../../ui/load-failed';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RESULT_PATH, resultLinkPath } from '../certificate-form/certificate-form';
import { RESTART_QUERY } from '../result/result-screen';

/** Props of {@link MyTrainingsScreen}. */
export interface MyTrainingsScreenProps {
  /** The site's navigation: guests are sent to the trainings overview. */
  readonly navigation: AuthNavigation;
  /** The trainings overview path. Default '/trainingen'. */
  readonly trainingsPath?: string;
  /** The result page: a certificate at `{resultPath}/{id}`, a result at `?training={id}`. Default /jouw-resultaat. */
  readonly resultPath?: string;
}

/** What a card offers: a training to begin or go on with, or a finished one and what it earned. */
function TrainingActions({
  course,
  trainingsPath,
  resultPath,
}: {
  readonly course: FollowedCourse;
  readonly trainingsPath: string;
  readonly resultPath: string;
}) {
  const t = useT();
  const describedBy = `au-training-${course.id}`;
  const href = `${trainingsPath}/${course.id}`;
  const finished = course.total > 0 && course.progress >= course.total;
  const certificateHref = course.certificateId
    ? resultLinkPath(resultPath, course.certificateId, course.id)
    : undefined;
  const certificate = certificateHref ? (
    <p className="au-training__certificate">
      {t('myTrainings.certificateEarned')}{' '}
      {finished ? null : (
        <a href={certificateHref} aria-describedby={describedBy}>
          {t('myTrainings.viewCertificate')}
        </a>
      )}
    </p>
  ) : null;
  if (!finished) {
    return (
      <>
        {certificate}
        <ButtonLink href={href} aria-describedby={describedBy}>
          {course.progress > 0 ? t('myTrainings.continue') : t('myTrainings.start')}
        </ButtonLink>
      </>
    );
  }
  // Finished: nothing to go on with. Its certificate (spec 1 §2 certificate overview), else its result
  // page; a second attempt is a quiet choice beside it (decision 0026).
  return (
    <>
      {certificate}
      <div className="au-actions">
        <ButtonLink
          href={certificateHref ?? resultLinkPath(resultPath, null, course.id)}
          aria-describedby={describedBy}
        >
          {certificateHref ? t('myTrainings.viewCertificate') : t('myTrainings.viewResult')}
        </ButtonLink>
        <ButtonLink href={`${href}?${RESTART_QUERY}`} variant="secondary" aria-describedby={describedBy}>
          {t('myTrainings.restart')}
        </ButtonLink>
      </div>
    </>
  );
}

function percent(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.max(0, Math.round((done / total) * 100))) : 0;
}

/**
 * `/mijn-trainingen` (spec 1 §2): title 'Mijn trainingen', the followed trainings with progress and
 * score (GetFollowedCourses). Logged in only: guests go to the trainings overview. A finished
 * training leads to its certificate or result, and a certificate once earned stays on its card.
 */
export function MyTrainingsScreen({
  navigation,
  trainingsPath = '/trainingen',
  resultPath = RESULT_PATH,
}: MyTrainingsScreenProps) {
  const t = useT();
  const { state, store } = useAuth();
  const [courses, setCourses] = useState<AsyncResult<FollowedCourse[]>>({ kind: 'unloaded' });
  useDocumentTitle(t('myTrainings.title'));
  const loggedIn = isLoggedIn(state);

  const load = useCallback(() => {
    setCourses({ kind: 'loading' });
    void store.deps.api.getFollowedCourses().then(setCourses);
  }, [store]);

  useEffect(() => {
    if (isLoggedOut(state)) navigation.navigate(trainingsPath, { replace: true });
  }, [state, navigation, trainingsPath]);

  useEffect(() => {
    if (loggedIn) load();
  }, [loggedIn, load]);

  return (
    <div className="au-screen au-screen--trainings">
      <Heading level={1}>{t('myTrainings.title')}</Heading>
      {!loggedIn || courses.kind === 'unloaded' || courses.kind === 'loading' ? (
        <Loader withoutScript={t('app.needsScript')} />
      ) : courses.kind !== 'loaded' ? (
        <LoadFailed message={t('myTrainings.failed')} onRetry={load} />
      ) : courses.value.length === 0 ? (
        <>
          <p>{t('myTrainings.empty')}</p>
          <ButtonLink href={trainingsPath}>{t('myTrainings.browse')}</ButtonLink>
        </>
      ) : (
        <ul className="au-trainings">
          {courses.value.map((course) => {
            const done = course.total > 0 && course.progress >= course.total;
            const value = percent(course.progress, course.total);
            const progressText = t('myTrainings.progress', { done: course.progress, n: course.total });
            return (
              <li key={course.id} className="au-trainings__item">
                <article className="au-training" aria-labelledby={`au-training-${course.id}`}>
                  <Heading level={2} size="m" id={`au-training-${course.id}`}>
                    {course.name}
                  </Heading>
                  {course.overviewDescription ? <p>{course.overviewDescription}</p> : null}
                  <div className="au-training__progress">
                    <progress max={100} value={value} aria-label={progressText} />
                    <span>{progressText}</span>
                  </div>
                  <p className="au-training__score">
                    {t('myTrainings.score', { score: course.score, n: course.maxScore })}
                    {done ? <span className="au-training__done"> · {t('myTrainings.completed')}</span> : null}
                  </p>
                  <TrainingActions course={course} trainingsPath={trainingsPath} resultPath={resultPath} />
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
