import type { ComponentType } from 'react';
import { ClickQuestion } from './click/view';
import { DragQuestion } from './drag/view';
import { FlipCardQuestion } from './flip-card/view';
import { InfoSlideActivity } from './info-slide/view';
import type { ActivityKindViewProps } from './kind';
import type { ActivityKindName } from './registry';
import { StatementQuestion } from './statement/view';

/**
 * The view of each activity kind. Kept apart from the rules so the store does not load React
 * components; a kind without a line here is a type error.
 */
export const activityViews: Readonly<Record<ActivityKindName, ComponentType<ActivityKindViewProps>>> = {
  click: ClickQuestion,
  statement: StatementQuestion,
  drag: DragQuestion,
  'flip-card': FlipCardQuestion,
  'info-slide': InfoSlideActivity,
};
