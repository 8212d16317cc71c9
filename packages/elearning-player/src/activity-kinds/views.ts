import type { ComponentType } from 'react';
import { ChoiceQuestion } from '../ui/activities/choice-question';
import { DragQuestion } from './drag/view';
import { FlipCardQuestion } from './flip-card/view';
import { InfoSlideActivity } from './info-slide/view';
import type { ActivityKindViewProps } from './kind';
import type { ActivityKindName } from './registry';

/**
 * The view of each activity kind. Kept apart from the rules so the store does not load React
 * components; a kind without a line here is a type error.
 */
export const activityViews: Readonly<Record<ActivityKindName, ComponentType<ActivityKindViewProps>>> = {
  // The two single-choice kinds share one view: the same buttons, marked at once.
  click: ChoiceQuestion,
  statement: ChoiceQuestion,
  drag: DragQuestion,
  'flip-card': FlipCardQuestion,
  'info-slide': InfoSlideActivity,
};
