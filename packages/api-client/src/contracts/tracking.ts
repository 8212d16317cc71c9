import { z } from 'zod/mini';
import { contentIdSchema } from './common.js';

/*
 * The schema of spec 3 §3's tracking record (tracking-record.ts has the type and its builders). No call
 * carries it (spec 3 §7 shows none): it checks what an analytics event says, e.g. in a test.
 */

/** A Drupal entity id: an entity type, a colon and a number ('node:12'). */
export const drupalEntityIdSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z_]*:[0-9]+$/, 'Expected type:number'));

/** Checks a tracking record. */
export const trackingRecordSchema = z.object({
  userId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
  pageKind: z.nullable(z.string().check(z.minLength(1), z.maxLength(40))),
  nodeType: z.nullable(z.string().check(z.minLength(1), z.maxLength(40))),
  nodeId: z.nullable(drupalEntityIdSchema),
  trainingsId: z.nullable(contentIdSchema),
  questionId: z.nullable(contentIdSchema),
});
