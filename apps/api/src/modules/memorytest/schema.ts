import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The memory test's questionnaires (decision 0053), one row per variant ('self', 'other'): the whole
 * questionnaire as the call answers it (questions, options with points, bands with advice), checked
 * with the call's schema when written and when read. Editors change a row; no release is needed.
 * No answers or scores are ever stored: the browser scores.
 */
export const memoryTestQuestionnaires = pgTable('memory_test_questionnaires', {
  variant: text('variant').primaryKey(),
  content: jsonb('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
