import {
  type CertificateResultBlock,
  type CourseResult,
  type CourseSummaryPage,
  pointsNeeded,
} from '@dementie/api-client';
import { formatScore } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { type SummaryOutcome, summaryOutcome } from '../domain/points';
import type { PlayerState } from '../store/player-store';
import { ContentSlide } from './activities/content-slide';
import { useMediaUrl, usePlayerConfig, usePlayerState } from './context';
import { PlayerLink } from './link';
import { Loading, NotLoaded } from './load-states';
import { PointsSummaryShownElsewhere } from './points-summary';
import { RichContent } from './rich-content';
import { ScoreFlower } from './score-flower';

/** The outcome and its result block, once summary page and result are loaded. */
export function summaryFacts(state: PlayerState):
  | {
      readonly summary: CourseSummaryPage;
      readonly result: CourseResult;
      readonly outcome: SummaryOutcome;
      readonly block: CertificateResultBlock | undefined;
      readonly minAcceptableScore: number | undefined;
    }
  | undefined {
  if (state.summary.kind !== 'loaded' || state.result.kind !== 'loaded') return undefined;
  const summary = state.summary.value;
  const result = state.result.value;
  const minAcceptableScore = result.minAcceptableScore ?? state.minAcceptableScore;
  const outcome = summaryOutcome({
    score: result.score,
    minAcceptableScore,
    hasResultBlocks: Boolean(summary.certificateAchievedBlock || summary.certificateNotAchievedBlock),
  });
  const block =
    outcome === 'achieved'
      ? summary.certificateAchievedBlock
      : outcome === 'notAchieved'
        ? summary.certificateNotAchievedBlock
        : undefined;
  return { summary, result, outcome, block, minAcceptableScore };
}

const outcomeHeading = {
  achieved: 'player.summary.achieved',
  notAchieved: 'player.summary.notAchieved',
  plain: 'player.summary.plain',
} as const;

/**
 * The course's own SummaryPage, SecondSummaryPage or CertificateFormPage content (spec 3 §3 content
 * kinds), shown inside the ending's screen it belongs to, never as a slide of its own (decision 0027).
 * It may hold the points summary ('Dankjewel', spec 3 §2) as a PointsSummery block.
 */
export function EndingContent({
  contentId,
  withoutPointsSummary = false,
}: {
  readonly contentId: number | undefined;
  /** The screen shows the score itself: a PointsSummery block in the content is left out. */
  readonly withoutPointsSummary?: boolean;
}): ReactNode {
  const state = usePlayerState();
  if (contentId === undefined) return null;
  const content = state.contents[String(contentId)];
  // Its own failure is not the ending's: the result and the form stay usable without it.
  if (content?.kind !== 'loaded') return null;
  return (
    <PointsSummaryShownElsewhere.Provider value={withoutPointsSummary}>
      <ContentSlide content={content.value} />
    </PointsSummaryShownElsewhere.Provider>
  );
}

/**
 * An ending page in the editor's view (decision 0049): there is no run, so no result; the page's own
 * content is there to edit, with a note where the learner's result goes.
 */
function EditorsEnding({ contentId }: { readonly contentId: number | undefined }): ReactNode {
  const t = useT();
  return (
    <div className="ep-activity ep-summary">
      <p className="ep-doc-editor__placeholder">{t('editor.summaryPlaceholder')}</p>
      <EndingContent contentId={contentId} />
    </div>
  );
}

/** The 'GOED' block (spec 3 §2), shown where the brand has the info modal. */
function GoedBlock(): ReactNode {
  const { infoModal } = usePlayerConfig();
  if (!infoModal) return null;
  return (
    <section className="ep-goed" aria-labelledby="ep-goed-title">
      <h2 id="ep-goed-title">{infoModal.title}</h2>
      <div className="ep-goed__body">{infoModal.body}</div>
    </section>
  );
}

/**
 * The first summary page (spec 3 §2): heading for certificate achieved, not achieved or a plain
 * summary; the score flower; the optional GOED block; a scorecard per descriptor with an
 * expandable description and the score as score/max.
 */
export function SummaryPageView({ contentId }: { readonly contentId?: number | undefined }): ReactNode {
  const t = useT();
  const state = usePlayerState();
  if (state.editing) return <EditorsEnding contentId={contentId} />;
  const facts = summaryFacts(state);
  if (!facts) return <LoadingOrFailed state={state} />;
  const { result, outcome, block } = facts;
  return (
    <div className="ep-activity ep-summary">
      <EndingContent contentId={contentId} withoutPointsSummary />
      <section className="ep-summary__result" aria-labelledby="ep-summary-heading">
        {/* The result block is the outcome's own (achieved or not), so its title says the outcome: the
          player's wording is only the fallback, never a second congratulation under it. */}
        <h2 id="ep-summary-heading">{block?.pageBlock.resultTitle || t(outcomeHeading[outcome])}</h2>
        {block?.pageBlock.resultDescription ? <p>{block.pageBlock.resultDescription}</p> : null}
        <ScoreFlower score={result.score} max={result.maxPossibleScore} />
        <PointsNeeded />
      </section>
      <GoedBlock />
      <section className="ep-scorecards" aria-labelledby="ep-scorecards-title">
        <h2 id="ep-scorecards-title">{t('player.summary.scorecards')}</h2>
        <ul className="ep-scorecards__list">
          {result.descriptors.map((descriptor) => (
            <li
              key={descriptor.name}
              className={`ep-scorecard ep-scorecard--${descriptor.kind.replace(' ', '-')}`}
            >
              <details>
                <summary>
                  <span className="ep-scorecard__kind">
                    {descriptor.kind === 'learning goal'
                      ? t('player.summary.learningGoal')
                      : t('player.summary.signal')}
                  </span>
                  <span className="ep-scorecard__name">{descriptor.name}</span>
                  <span className="ep-scorecard__score" aria-hidden="true">
                    {t('player.summary.score', { score: descriptor.score, max: descriptor.maxScore })}
                  </span>
                  <span className="ep-visually-hidden">
                    {formatScore(descriptor.score, descriptor.maxScore, t)}
                  </span>
                  {/* The open/closed sign (summary.css); the summary itself tells assistive technology. */}
                  <span className="ep-scorecard__sign" aria-hidden="true" />
                </summary>
                <p className="ep-scorecard__description">{descriptor.description}</p>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The second summary page: overview title, description, the page content and its link block. */
export function SecondSummaryPageView({ contentId }: { readonly contentId?: number | undefined }): ReactNode {
  const state = usePlayerState();
  const mediaUrl = useMediaUrl();
  if (state.editing) return <EditorsEnding contentId={contentId} />;
  const facts = summaryFacts(state);
  if (!facts) return <LoadingOrFailed state={state} />;
  const { summary, block } = facts;
  const image = block?.pageBlock.overviewImage ?? summary.image;
  return (
    <div className="ep-activity ep-summary ep-summary--second">
      {block?.pageBlock.overviewTitle ? <h2>{block.pageBlock.overviewTitle}</h2> : null}
      {block?.pageBlock.overviewDescription ? <p>{block.pageBlock.overviewDescription}</p> : null}
      {image ? <img className="ep-summary__image" src={mediaUrl(image.url)} alt={image.alt} /> : null}
      <RichContent value={summary.content} />
      <EndingContent contentId={contentId} />
      {summary.linkBlock && summary.linkBlock.items.length > 0 ? (
        <section className="ep-links" aria-labelledby="ep-links-title">
          <h2 id="ep-links-title">{summary.linkBlock.title}</h2>
          <ul className="ep-links__list">
            {summary.linkBlock.items.map((item) => (
              <li key={item.link} className="ep-links__item">
                <PlayerLink href={item.link} fromCourse>
                  {item.title}
                </PlayerLink>
                {item.intro ? <p>{item.intro}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** 'Je hebt nog N punten nodig voor je certificaat.' when not achieved (the api-client pass rule). */
export function PointsNeeded(): ReactNode {
  const t = useT();
  const facts = summaryFacts(usePlayerState());
  if (facts?.outcome !== 'notAchieved' || facts.minAcceptableScore === undefined) return null;
  const n = pointsNeeded(facts.result.score, facts.minAcceptableScore);
  return <p className="ep-summary__needed">{t('player.pointsLeft', { n })}</p>;
}

/** Loading or failure of the summary data. */
export function LoadingOrFailed({ state }: { readonly state: PlayerState }): ReactNode {
  const problem = [state.summary, state.result].find(
    (result) =>
      result.kind === 'failed' || result.kind === 'unauthorized' || result.kind === 'connection-error',
  );
  return problem ? <NotLoaded result={problem} /> : <Loading />;
}
