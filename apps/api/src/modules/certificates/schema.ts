import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Certificates (spec 1 §3): one per achieved run, with a random UUID. Score, course and date are
 * copied at creation, so the certificate never changes when a course is edited later. Erasure
 * (decision 0011) clears `personName` and keeps the row, so the counter keeps its number.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey(),
    runId: uuid('run_id').notNull().unique(),
    /** The account that owns it; set when the guest who earned it signs in. */
    userId: uuid('user_id'),
    /** The guest learner id of the browser that earned it; cleared on erasure. */
    learnerId: text('learner_id'),
    /** The name on the certificate; null once its owner's account is erased. */
    personName: text('person_name'),
    courseId: integer('course_id').notNull(),
    courseName: text('course_name').notNull(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** The brand of the site it was earned on (its image carries that brand). */
    brand: text('brand').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Grows whenever what the image shows changes (erasure): cached images are drawn again. */
    imageVersion: integer('image_version').notNull().default(1),
  },
  (table) => [
    index('certificates_user_idx').on(table.userId),
    index('certificates_learner_idx').on(table.learnerId),
  ],
);
