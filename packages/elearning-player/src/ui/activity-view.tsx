import type { ReactNode } from 'react';
import { activityKindOf } from '../activity-kinds/registry';
import { activityViews } from '../activity-kinds/views';
import { type LocatedActivity, SUMMARY_PAGE_ID, SUMMARY_SECOND_PAGE_ID } from '../domain/course';
import { ContentSlide } from './activities/content-slide';
import { FeedbackPage } from './activities/feedback';
import { Loading, NotLoaded } from './load-states';
import { SecondSummaryPageView, SummaryPageView } from './summary-pages';
import { usePlayerStoreState } from './use-player';

/** The current activity's screen, by kind and view (question or its feedback twin, spec 3 §4). */
export function ActivityView({ located }: { readonly located: LocatedActivity }): ReactNode {
  const { store, state } = usePlayerStoreState();
  const { activity } = located;
  const view = state.position?.view ?? 'question';
  if (activity.id === SUMMARY_PAGE_ID) return <SummaryPageView contentId={activity.contentId} />;
  if (activity.id === SUMMARY_SECOND_PAGE_ID) return <SecondSummaryPageView contentId={activity.contentId} />;
  const key = String(activity.id);
  const content = state.contents[key];
  const retry = () => store.goTo({ activityId: activity.id, view });
  if (!content || content.kind === 'loading' || content.kind === 'unloaded') return <Loading />;
  if (content.kind !== 'loaded') return <NotLoaded result={content} onRetry={retry} />;
  // A kind the player does not show on its own (e.g. a bare feedback twin) shows as a slide. (The
  // course's own summary and certificate form page activities are never slides: the ending's
  // screens show their content.)
  const kind = activityKindOf(activity.kind, content.value.activity.shouldDragAnswer);
  const View = kind ? activityViews[kind.name] : ContentSlide;
  // Info slides: rich content only, no answers to wait for.
  if (!kind?.question) return <View activity={activity} content={content.value} answers={[]} />;
  const answers = state.answers[key];
  if (!answers || answers.kind === 'loading' || answers.kind === 'unloaded') return <Loading />;
  if (answers.kind !== 'loaded') return <NotLoaded result={answers} onRetry={retry} />;
  const props = { activity, content: content.value, answers: answers.value };
  // Feedback only once the activity is Done (spec 3 §4); otherwise the question.
  if (view === 'feedback' && activity.status.status === 'Done') return <FeedbackPage {...props} />;
  return <View {...props} />;
}
