import type { EDITABLE_FIELDS, EDITABLE_TARGET_KINDS, TeachingActivityKind } from '@dementie/api-client';
import { activityKindOf } from '../activity-kinds/registry';

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

/**
 * The field of an activity's own document, as its activity kind says (spec 3 §3 question fields);
 * none for the kinds the player does not show on its own.
 */
export function activityDocumentField(kind: TeachingActivityKind): EditableField | undefined {
  return activityKindOf(kind)?.documentField;
}

/** An icon is 56x56 (spec 3 §5). */
export const ICON_SIZE = 56;
