import type { Answer } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { usePlayerEditor } from '../../editor/admin-mode';
import { LazyEditableDocumentEditor as EditableDocumentEditor } from '../../editor/lazy-document-editor';
import { answerLabel, answerParts } from '../rich-content';

/** The answer kinds with a document of their own (spec 3 §3, §6). */
export type EditableAnswerKind = 'InfoSlideAnswer' | 'StatementAnswer' | 'FlipCardAnswer';

/** Props of {@link AnswerEditor}. */
export interface AnswerEditorProps {
  readonly answer: Answer;
  /** Its place among the question's answers (0-based): 'Antwoord {index + 1}'. */
  readonly index: number;
  readonly kind: EditableAnswerKind;
}

/**
 * An answer's document editor in admin mode (spec 3 §6): SlideAnswerContent of info-slide and
 * statement answers, the back (FlipCardAnswerContent) of a flip card. Its heading names the answer
 * (decision 0049), so several editors on one page stay apart. Nothing outside admin mode.
 */
export function AnswerEditor({ answer, index, kind }: AnswerEditorProps): ReactNode {
  const t = useT();
  const editor = usePlayerEditor();
  if (!editor.admin || !editor.backend) return null;
  const card = kind === 'FlipCardAnswer';
  // Its text, or for an answer that is only a picture, the picture's description.
  const text = answerLabel(answerParts(answer.content)).trim();
  const heading = card
    ? t('editor.document.cardBackHeading', { title: answer.title || String(index + 1) })
    : text
      ? t('editor.document.answerHeading', { n: index + 1, text })
      : t('editor.document.answerHeadingPlain', { n: index + 1 });
  return (
    <EditableDocumentEditor
      key={`${kind}:${answer.id}`}
      value={card ? answer.flipCardContent : answer.content}
      target={{ kind, id: answer.id, field: card ? 'FlipCardAnswerContent' : 'SlideAnswerContent' }}
      backend={editor.backend}
      heading={heading}
    />
  );
}

/** Every answer's editor as a list, for questions whose answers move or turn (drag, flip cards). */
export function AnswerEditors({
  answers,
  kind,
}: {
  readonly answers: readonly Answer[];
  readonly kind: EditableAnswerKind;
}): ReactNode {
  const { admin } = usePlayerEditor();
  if (!admin) return null;
  return (
    <ol className="ep-answer-editors">
      {answers.map((answer, index) => (
        <li key={answer.id}>
          <AnswerEditor answer={answer} index={index} kind={kind} />
        </li>
      ))}
    </ol>
  );
}
