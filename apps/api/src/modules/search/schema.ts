import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One searchable document (spec 2 §3.5): a page of any kind or a training. The `*_norm` columns hold
 * the text lower-cased and without accents (normalised in JS), so 'cafe' finds 'café'; `document`
 * is the Dutch full-text vector over them, weighted title > introduction > body.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: text('id').primaryKey(),
    /** Who added it: 'cms', 'elearning', ... so a source can replace its own documents. */
    source: text('source').notNull(),
    /** The brand site it belongs to, or '*' for every brand. */
    brand: text('brand').notNull(),
    docType: text('doc_type').notNull(),
    title: text('title').notNull(),
    introduction: text('introduction').notNull().default(''),
    /** Plain body text (display forms for suggestions are counted from it). */
    body: text('body').notNull().default(''),
    path: text('path').notNull(),
    titleNorm: text('title_norm').notNull(),
    introductionNorm: text('introduction_norm').notNull(),
    bodyNorm: text('body_norm').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('dutch'::regconfig, title_norm), 'A') || setweight(to_tsvector('dutch'::regconfig, introduction_norm), 'B') || setweight(to_tsvector('dutch'::regconfig, body_norm), 'C')`,
      ),
  },
  (table) => [
    index('search_documents_document_idx').using('gin', table.document),
    index('search_documents_brand_idx').on(table.brand, table.docType),
  ],
);

/** Words for suggestions (spec 2 §2.7): normalised term, the form to show, how often it occurs. */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  display: text('display').notNull(),
  frequency: integer('frequency').notNull(),
});

/** Synonym pairs, stored both ways (dementie <-> alzheimer). Normalised, lower case. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    term: text('term').notNull(),
    synonym: text('synonym').notNull(),
  },
  (table) => [primaryKey({ columns: [table.term, table.synonym] })],
);
