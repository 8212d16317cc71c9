import type { ReactNode } from 'react';
import { ChoiceQuestion } from '../../ui/activities/choice-question';
import type { ActivityKindViewProps } from '../kind';

/** The click variant of the info-slide question: the single-choice view with info-slide answers. */
export function ClickQuestion(props: ActivityKindViewProps): ReactNode {
  return <ChoiceQuestion {...props} className="ep-choice" answerKind="InfoSlideAnswer" />;
}
