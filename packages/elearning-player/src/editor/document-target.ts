import type { EDITABLE_FIELDS, EDITABLE_TARGET_KINDS, TeachingActivityKind } from '@dementie/api-client';

/*
 * Where an editable document belongs (spec 3 §3 "Editable document"): what the player itself needs
 * to show a document and to offer its editor. Apart from `document-model`, which only the lazily
 * loaded editor uses, so a learner's first load does not carry the editor's rules (decision 0066).
 */

/** What a document belongs to. */
export type EditableTargetKind = (typeof EDITABLE_TARGET_KINDS)[number];
/** The field that holds it. */
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Where a document is saved (the save call's TargetKind, TargetId and Field). */
export interface DocumentTarget {
  readonly kind: EditableTargetKind;
  readonly id: number;
  readonly field: EditableField;
}

/** The field of an activity's own document, by its kind (spec 3 §3 question fields). */
export function activityDocumentField(kind: TeachingActivityKind): EditableField | undefined {
  switch (kind) {
    case 'InfoSlide':
      return 'SlideContent';
    case 'InfoSlideMultipleChoiceQuestion':
    case 'MultipleChoiceStatement':
      return 'MCQQuestionContent';
    case 'FlipCardMultipleChoiceQuestion':
      return 'FMCQuestionContent';
    default:
      return undefined;
  }
}

/** An icon is 56x56 (spec 3 §5). */
export const ICON_SIZE = 56;
