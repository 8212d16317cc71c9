import type { ReactNode } from 'react';
import { ChoiceQuestion } from '../../ui/activities/choice-question';
import type { ActivityKindViewProps } from '../kind';

/** The multiple-choice statement: the single-choice view with statement answers. */
export function StatementQuestion(props: ActivityKindViewProps): ReactNode {
  return <ChoiceQuestion {...props} className="ep-statement" answerKind="StatementAnswer" />;
}
