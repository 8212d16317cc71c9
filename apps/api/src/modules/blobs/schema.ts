import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Saved editable documents (decision 0045, spec 3 §3 "Editable document", §6 edit mode). Every save is a
 * new row, so each revision is kept; the newest row of a target field is the one served. Targets
 * are the learning side's activities and answers, referenced by kind and id without a foreign key
 * (this module does not depend on the learning module's migrations).
 */
export const editableDocumentRevisions = pgTable(
  'editable_document_revisions',
  {
    /** The revision id (RevisionId of the save answer). */
    id: serial('id').primaryKey(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    field: text('field').notNull(),
    /** The serialized editable document, exactly as saved. */
    content: text('content').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    /** The auth module's user id of the editor. */
    editorUserId: uuid('editor_user_id').notNull(),
  },
  (table) => [
    index('editable_document_revisions_target_idx').on(
      table.targetKind,
      table.targetId,
      table.field,
      table.id,
    ),
  ],
);
