import type { ApiResult, Course } from '@dementie/api-client';
import { ButtonLink } from '@dementie/block-kit';
import { withStartingPageUrl } from '@dementie/elearning-player';
import { useT } from '@dementie/i18n-catalogues/react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { SiteServices } from '../../services/site-services';
import { unavailable } from '../unavailable';

export interface TrainingsData {
  courses: ApiResult<readonly Course[]>;
}

export async function loadTrainings(services: SiteServices, request: Request): Promise<TrainingsData> {
  const courses = await services.api.getCourses({ signal: request.signal });
  return courses.kind === 'loaded' ? { courses } : unavailable({ courses });
}

/** `/trainingen` (spec 2 §2.1): every training with a button to start it. */
export function TrainingsScreen() {
  const { courses } = useLoaderData() as TrainingsData;
  const t = useT();
  const { pathname } = useLocation();
  useDocumentTitle(t('site.trainings.title'));
  return (
    <div className="site-trainings">
      <h1>{t('site.trainings.title')}</h1>
      <p className="site-trainings__intro">{t('site.trainings.intro')}</p>
      {courses.kind !== 'loaded' ? (
        <p role="alert">{t('trainingsOverview.failed')}</p>
      ) : courses.value.length === 0 ? (
        <p>{t('site.trainings.empty')}</p>
      ) : (
        <ul className="site-trainings__list">
          {courses.value.map((course) => {
            const headingId = `training-${course.id}`;
            return (
              <li key={course.id}>
                <article className="site-card" aria-labelledby={headingId}>
                  {course.image ? (
                    <img
                      className="site-card__image"
                      src={course.image.url}
                      alt={course.image.alt}
                      loading="lazy"
                    />
                  ) : null}
                  <div className="site-card__body">
                    <h2 id={headingId} className="site-card__title">
                      {course.name}
                    </h2>
                    <p className="site-card__intro">{course.overviewDescription || course.description}</p>
                    <ButtonLink
                      // Spec 3 §2: a link to a training says where the learner started from.
                      href={withStartingPageUrl(`/trainingen/${course.id}`, pathname)}
                      aria-describedby={headingId}
                    >
                      {t('site.trainings.start')}
                    </ButtonLink>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
