import {
  type EDITABLE_FIELDS,
  type EDITABLE_TARGET_KINDS,
  editableDocumentProblem,
  parseEditableDocument,
} from '@dementie/api-client';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractRoute } from '../../core/contract-route';
import type { ModuleContext } from '../../core/module';
import type { Database } from '../../db/client';
import { elActivities, elAnswers } from '../elearning/schema';
import { refuse, requireEditor } from './editor-guard';
import { editableDocumentRevisions } from './schema';

/** What a document belongs to (api-client EDITABLE_TARGET_KINDS). */
export type EditableTargetKind = (typeof EDITABLE_TARGET_KINDS)[number];
/** A field holding a document (api-client EDITABLE_FIELDS). */
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Which fields each target kind has (spec 3 §3: activity content fields, answer content fields). */
export const FIELDS_OF_TARGET: Readonly<Record<EditableTargetKind, readonly EditableField[]>> = {
  TeachingActivity: ['SlideContent', 'MCQQuestionContent', 'FMCQuestionContent'],
  InfoSlideAnswer: ['SlideAnswerContent'],
  StatementAnswer: ['SlideAnswerContent'],
  FlipCardAnswer: ['FlipCardAnswerContent'],
};

/** The saved revisions of one field of one target (the kind names the table its id is in). */
function revisionsOf(targetKind: EditableTargetKind, targetId: number, field: EditableField) {
  return and(
    eq(editableDocumentRevisions.targetKind, targetKind),
    eq(editableDocumentRevisions.targetId, targetId),
    eq(editableDocumentRevisions.field, field),
  );
}

/**
 * The newest saved document of one field, or null when no editor saved one (then the learning
 * module serves its own content). The learning module calls this while serving activity content
 * so that the latest revision wins.
 */
export async function latestDocument(
  db: Database,
  targetKind: EditableTargetKind,
  targetId: number,
  field: EditableField,
): Promise<string | null> {
  const rows = await db
    .select({ content: editableDocumentRevisions.content })
    .from(editableDocumentRevisions)
    .where(revisionsOf(targetKind, targetId, field))
    .orderBy(desc(editableDocumentRevisions.id))
    .limit(1);
  return rows[0]?.content ?? null;
}

/**
 * The newest saved documents of many targets of one kind and field, in one query (answer lists):
 * a map from target id to the serialized document; ids without a saved revision are absent.
 */
export async function latestDocuments(
  db: Database,
  targetKind: EditableTargetKind,
  targetIds: readonly number[],
  field: EditableField,
): Promise<Map<number, string>> {
  const latest = new Map<number, string>();
  if (targetIds.length === 0) return latest;
  const rows = await db
    .select({
      targetId: editableDocumentRevisions.targetId,
      content: editableDocumentRevisions.content,
    })
    .from(editableDocumentRevisions)
    .where(
      and(
        eq(editableDocumentRevisions.targetKind, targetKind),
        inArray(editableDocumentRevisions.targetId, [...targetIds]),
        eq(editableDocumentRevisions.field, field),
      ),
    )
    .orderBy(desc(editableDocumentRevisions.id));
  for (const row of rows) if (!latest.has(row.targetId)) latest.set(row.targetId, row.content);
  return latest;
}

/** Every revision of one field, newest first (history; not served to visitors). */
export async function documentRevisions(
  db: Database,
  targetKind: EditableTargetKind,
  targetId: number,
  field: EditableField,
) {
  return db
    .select()
    .from(editableDocumentRevisions)
    .where(revisionsOf(targetKind, targetId, field))
    .orderBy(desc(editableDocumentRevisions.id));
}

async function targetExists(db: Database, kind: EditableTargetKind, id: number): Promise<boolean> {
  if (kind === 'TeachingActivity') {
    const rows = await db.select({ id: elActivities.id }).from(elActivities).where(eq(elActivities.id, id));
    return rows.length > 0;
  }
  const rows = await db
    .select({ id: elAnswers.id })
    .from(elAnswers)
    .where(and(eq(elAnswers.id, id), eq(elAnswers.kind, kind)));
  return rows.length > 0;
}

/** PUT /api/elearning/EditableDocument (project choice, api-client): editors only, a revision per save. */
export function registerDocumentRoutes(app: FastifyInstance, context: ModuleContext): void {
  contractRoute(app, 'saveEditableDocument', async (request, reply) => {
    const editor = await requireEditor(context, request, reply);
    if (!editor) return reply;
    const { TargetKind, TargetId, Field, Content } = request.body;
    if (!FIELDS_OF_TARGET[TargetKind].includes(Field)) {
      return refuse(reply as FastifyReply, 400, `${TargetKind} has no field ${Field}`);
    }
    // Spec 3 §6: only the block kinds the player offers for this target, and on answers a video
    // or an image, not both (one shared table in the api-client).
    const parsed = parseEditableDocument(Content);
    const problem = parsed.ok ? editableDocumentProblem(TargetKind, parsed.blocks) : parsed.error;
    if (problem) return refuse(reply as FastifyReply, 400, problem);
    const db = context.database.db;
    if (!(await targetExists(db, TargetKind, TargetId))) {
      return refuse(reply as FastifyReply, 404, `no ${TargetKind} with id ${TargetId}`);
    }
    const savedAt = context.clock.now();
    const [row] = await db
      .insert(editableDocumentRevisions)
      .values({
        targetKind: TargetKind,
        targetId: TargetId,
        field: Field,
        content: Content,
        savedAt,
        editorUserId: editor.id,
      })
      .returning({ id: editableDocumentRevisions.id });
    if (!row) throw new Error('revision not stored');
    await context.events.emit('document.saved', {
      targetKind: TargetKind,
      targetId: TargetId,
      field: Field,
    });
    return { RevisionId: row.id, SavedAt: savedAt.toISOString() };
  });
}
