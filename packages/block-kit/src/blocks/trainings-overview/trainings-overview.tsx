import type { AsyncResult, Course } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import { ButtonLink } from '../../primitives/button';
import { Link } from '../../primitives/link';
import { Loader } from '../../primitives/loader';
import { ExpandToggle, useExpandToggle } from '../../widgets/shared/expand-toggle';
import { cardTargetLink, ImageCard } from '../../widgets/shared/image-card';
import {
  DEFAULT_TRAININGS_HREF,
  defaultTrainingUrl,
  useAsyncLoad,
  useBlockData,
} from '../renderer/block-data';
import type { BlockComponentProps } from '../renderer/registry';

/** How many trainings show while the overview is collapsed. */
export const TRAININGS_COLLAPSED_COUNT = 3;

/**
 * trainings_overview (spec 2 §2.6, §4): title and introduction; the trainings come with the page where
 * the site loaded them (a document's HTML lists them), else they load asynchronously (GetCourses
 * through the block data); collapsed first, showing the first three, and expands to show all. Without
 * scripts the expand button could do nothing: a link to the trainings page takes its place.
 */
export function TrainingsOverview({ block }: BlockComponentProps<'trainingsOverview'>) {
  const t = useT();
  const {
    loadTrainings,
    trainingUrl = defaultTrainingUrl,
    trainingsHref = DEFAULT_TRAININGS_HREF,
  } = useBlockData();
  const loaded = useAsyncLoad(block.trainings ? undefined : loadTrainings);
  const result: AsyncResult<readonly Course[]> = block.trainings
    ? { kind: 'loaded', value: block.trainings }
    : loaded;
  const disclosure = useExpandToggle();
  const { listId, expanded } = disclosure;
  const trainings = result.kind === 'loaded' ? result.value : [];
  const shown = expanded ? trainings : trainings.slice(0, TRAININGS_COLLAPSED_COUNT);
  return (
    <section className="bk-block bk-trainings">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.introduction ? <RichText html={block.introduction} /> : null}
      {result.kind === 'loading' || result.kind === 'unloaded' ? <Loader /> : null}
      {result.kind === 'failed' || result.kind === 'connection-error' || result.kind === 'unauthorized' ? (
        <p className="bk-trainings__failed" role="alert">
          {t('trainingsOverview.failed')}
        </p>
      ) : null}
      {result.kind === 'loaded' && trainings.length === 0 ? <p>{t('trainingsOverview.empty')}</p> : null}
      {shown.length ? (
        <ul id={listId} className="bk-trainings__list">
          {shown.map((course) => (
            <ImageCard
              key={course.id}
              as="li"
              className="bk-trainings__item"
              image={course.image}
              picture={{
                alt: '',
                className: 'bk-trainings__image',
                sizes: '(min-width: 1024px) 33vw, 100vw',
              }}
              bodyClassName="bk-trainings__text"
              oneTarget
            >
              <BlockHeading sub>
                <Link href={trainingUrl(course.id)} className={`bk-trainings__link ${cardTargetLink}`}>
                  {course.name}
                </Link>
              </BlockHeading>
              {course.overviewDescription ? <p>{course.overviewDescription}</p> : null}
            </ImageCard>
          ))}
        </ul>
      ) : null}
      {trainings.length > TRAININGS_COLLAPSED_COUNT ? (
        <div className="bk-actions bk-trainings__actions">
          <ExpandToggle {...disclosure}>
            {expanded ? t('trainingsOverview.collapse') : t('trainingsOverview.expand')}
          </ExpandToggle>
          {/* Shown instead of the button only where the browser runs no scripts (trainings-overview.css). */}
          <ButtonLink variant="secondary" href={trainingsHref} className="bk-trainings__all">
            {t('trainingsOverview.expand')}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
