import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy } from '../../db/columns';

// The counter module's table has no migration folder of its own (db/modules.ts lists no 'counter'),
// so it is migrated together with the cms tables: the counter block is CMS content (spec 2 §3.3).
export { counterTotals } from '../counter/schema';

/**
 * One media entity (spec 2 §3.2): image, video, audio, document or svg. `fields` holds the Drupal
 * wire fields of its bundle (field_image, field_media_video_embed_field, ...), ready to send.
 */
export const cmsMedia = pgTable('cms_media', {
  id: integer('id').primaryKey(),
  /** The key the content files use to refer to it. */
  key: text('key').notNull().unique(),
  bundle: text('bundle').notNull(),
  label: text('label').notNull(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
});

/**
 * A node (spec 2 §3.1) as it is live: the columns the overviews, aliases and publication rules need,
 * copied from its current (published) revision. `brands` lists the brand sites that show it.
 */
export const cmsNodes = pgTable(
  'cms_nodes',
  {
    id: integer('id').primaryKey(),
    key: text('key').notNull().unique(),
    bundle: text('bundle').notNull(),
    brands: text('brands').array().notNull(),
    title: text('title').notNull(),
    introduction: text('introduction').notNull().default(''),
    /** The header image media, wire shape (overview cards, spec 2 §3.4). */
    headerImage: jsonb('header_image').$type<Record<string, unknown> | null>(),
    status: boolean('status').notNull(),
    publicationDate: timestamp('publication_date', { withTimezone: true }),
    expireDate: timestamp('expire_date', { withTimezone: true }),
    /** The revision served to visitors; later revisions are drafts, visible only as a preview. */
    currentRevisionId: integer('current_revision_id'),
    created: timestamp('created', { withTimezone: true }).notNull(),
    changed: timestamp('changed', { withTimezone: true }).notNull(),
  },
  (table) => [index('cms_nodes_bundle_idx').on(table.bundle, table.publicationDate)],
);

/** Every saved version of a node: its title, status and wire fields (spec 2 §3.1 revision data). */
export const cmsRevisions = pgTable(
  'cms_revisions',
  {
    id: serial('id').primaryKey(),
    nodeId: ownedBy(integer('node_id'), () => cmsNodes.id),
    title: text('title').notNull(),
    status: boolean('status').notNull(),
    moderationState: text('moderation_state').notNull(),
    /** Node-level wire fields (field_introduction, field_header_image, metatag, ...). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    log: text('log').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull(),
  },
  (table) => [index('cms_revisions_node_idx').on(table.nodeId)],
);

/** The ordered paragraphs of a revision (spec 2 §3.3), one row per top-level paragraph. */
export const cmsParagraphs = pgTable(
  'cms_paragraphs',
  {
    id: integer('id').notNull(),
    revisionId: ownedBy(integer('revision_id'), () => cmsRevisions.id),
    /** field_page_content, field_content_page_content or field_single_paragraph. */
    field: text('field').notNull(),
    position: integer('position').notNull(),
    bundle: text('bundle').notNull(),
    /** The paragraph's wire fields, nested paragraphs and media included. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [uniqueIndex('cms_paragraphs_order_idx').on(table.revisionId, table.field, table.position)],
);

/** Path aliases per brand site (spec 2 §3.1 path); one alias leads to one node on a brand. */
export const cmsPathAliases = pgTable(
  'cms_path_aliases',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    alias: text('alias').notNull(),
    nodeId: ownedBy(integer('node_id'), () => cmsNodes.id),
  },
  (table) => [
    uniqueIndex('cms_path_aliases_brand_alias_idx').on(table.brand, table.alias),
    index('cms_path_aliases_node_idx').on(table.nodeId),
  ],
);

/** Menu links per brand and menu (spec 1 §3 menu item); `parentId` builds `below`. */
export const cmsMenuLinks = pgTable(
  'cms_menu_links',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    menu: text('menu').notNull(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    url: text('url').notNull(),
    external: boolean('external').notNull().default(false),
    weight: integer('weight').notNull().default(0),
  },
  (table) => [index('cms_menu_links_menu_idx').on(table.brand, table.menu)],
);

/**
 * Bumped on every content change, so other processes (a `content:load` next to a running server on
 * PostgreSQL) can tell their in-memory caches are stale.
 */
export const cmsState = pgTable('cms_state', {
  key: text('key').primaryKey(),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`now()`),
});
