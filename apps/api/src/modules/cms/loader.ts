import { existsSync } from 'node:fs';
import path from 'node:path';
import { paragraphFixtures, paragraphFixtureVariants } from '@dementie/cms-model';
import { brandIds } from '@dementie/i18n-catalogues';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { countRows } from '../../db/count';
import { type Executor, replaceSearchDocuments, type SearchDocumentInput } from '../search/store';
import { BULK_KINDS, type BulkKind, bulkNodes } from './bulk';
import {
  bulkFileSchema,
  type ContentSet,
  defaultContentDir,
  jsonFiles,
  type MediaEntry,
  type MenuEntry,
  mediaEntrySchema,
  menusFileSchema,
  type NodeEntry,
  nodeEntrySchema,
  type PageParagraph,
  type ParagraphEntry,
  parseContentFile,
} from './content-files';
import {
  cmsMedia,
  cmsMenuLinks,
  cmsNodes,
  cmsParagraphs,
  cmsPathAliases,
  cmsRevisions,
  cmsState,
} from './schema';
import {
  expandParagraph,
  expandValue,
  linkWire,
  mediaWire,
  paragraphText,
  type ReferenceResolver,
  textItem,
  type WireObject,
} from './wire';

/** Reads and checks every content file of a folder (content/README.md describes them). */
export function readContentSet(dir: string = defaultContentDir): ContentSet {
  const media = parseContentFile(path.join(dir, 'media.json'), z.array(mediaEntrySchema));
  const nodes: NodeEntry[] = [];
  for (const file of jsonFiles(path.join(dir, 'pages'))) {
    const parsed = parseContentFile(file, z.union([nodeEntrySchema, z.array(nodeEntrySchema)]));
    nodes.push(...(Array.isArray(parsed) ? parsed : [parsed]));
  }
  for (const [kind, config] of Object.entries(BULK_KINDS) as [BulkKind, (typeof BULK_KINDS)[BulkKind]][]) {
    const file = path.join(dir, 'bulk', config.file);
    if (existsSync(file)) {
      nodes.push(...bulkNodes(kind, parseContentFile(file, bulkFileSchema).items));
    }
  }
  const menus = parseContentFile(path.join(dir, 'menus.json'), menusFileSchema);
  return { dir, media, nodes, menus };
}

/** The paragraph field of a bundle: content pages use field_content_page_content (spec 2 §3.1). */
export function contentFieldOf(bundle: string): 'field_content_page_content' | 'field_page_content' {
  return bundle === 'content_page' ? 'field_content_page_content' : 'field_page_content';
}

/** The search doc type of a node (spec 2 §3.5); undefined for the homepage, which is not a hit. */
export function docTypeOf(bundle: string, alias: string): SearchDocumentInput['docType'] | undefined {
  switch (bundle) {
    case 'news':
      return 'News';
    case 'ervaringsverhalen':
      return 'Story';
    case 'organizatie':
      return 'Organization';
    case 'homepage':
      return undefined;
    default:
      return alias === '/trainingen' ? 'CourseOverview' : 'ContentPage';
  }
}

interface Version {
  title: string;
  introduction?: string | undefined;
  subtitle?: string | undefined;
  paragraphs?: PageParagraph[] | undefined;
}

/** Resolves `$fixture` / `$fixtures` references to copies of the cms-model wire fixtures. */
function expandPageParagraphs(list: readonly PageParagraph[], refs: ReferenceResolver): WireObject[] {
  const copy = (value: unknown) => structuredClone(value) as WireObject;
  return list.flatMap((entry): WireObject[] => {
    if ('$fixtures' in entry) {
      const source = entry.$fixtures === 'all' ? paragraphFixtures : paragraphFixtureVariants;
      return Object.values(source).map(copy);
    }
    if ('$fixture' in entry) {
      const name = String(entry.$fixture);
      const fixture =
        (paragraphFixtures as Record<string, unknown>)[name] ??
        (paragraphFixtureVariants as Record<string, unknown>)[name];
      if (!fixture) throw new Error(`content: cms-model has no fixture ${name}`);
      return [copy(fixture)];
    }
    return [expandParagraph(entry as ParagraphEntry, refs)];
  });
}

const CHUNK = 100;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** What a load wrote. */
export interface LoadSummary {
  media: number;
  nodes: number;
  revisions: number;
  paragraphs: number;
  menuLinks: number;
  searchDocuments: number;
}

/**
 * Replaces all CMS content (media, nodes with revisions and paragraphs, aliases, menus) and the
 * cms part of the search index with the content of `content`, in one transaction, and bumps the
 * content version so every process drops its cached answers.
 */
export async function loadCmsContent(
  database: DatabaseHandle,
  content: ContentSet,
  options: { onlyIfEmpty?: boolean } = {},
): Promise<LoadSummary | undefined> {
  const mediaById = new Map<string, { id: number; wire: WireObject; entry: MediaEntry }>();
  content.media.forEach((entry, index) => {
    if (mediaById.has(entry.key)) throw new Error(`content: media key ${entry.key} is used twice`);
    mediaById.set(entry.key, { id: index + 1, wire: mediaWire(index + 1, entry), entry });
  });
  const nodeIds = new Map<string, { id: number; entry: NodeEntry }>();
  const aliases = new Set<string>();
  content.nodes.forEach((entry, index) => {
    if (nodeIds.has(entry.key)) throw new Error(`content: node key ${entry.key} is used twice`);
    nodeIds.set(entry.key, { id: index + 1, entry });
    for (const brand of entry.brands ?? brandIds) {
      const key = `${brand} ${entry.alias}`;
      if (aliases.has(key)) throw new Error(`content: alias ${entry.alias} is used twice on ${brand}`);
      aliases.add(key);
    }
  });

  let paragraphId = 10_000;
  const refs: ReferenceResolver = {
    media(key) {
      const found = mediaById.get(key);
      if (!found) throw new Error(`content: unknown media ${key}`);
      return found.wire;
    },
    node(key) {
      const found = nodeIds.get(key);
      if (!found) throw new Error(`content: unknown page ${key}`);
      return { id: found.id, label: found.entry.title, url: found.entry.alias };
    },
    overview(key) {
      const found = nodeIds.get(key);
      if (!found) throw new Error(`content: unknown page ${key}`);
      const { id, entry } = found;
      return {
        id,
        type: entry.bundle,
        label: entry.title,
        path: { alias: entry.alias },
        field_publication_date: entry.publicationDate ? [{ value: entry.publicationDate }] : [],
        field_introduction: entry.introduction ? [{ value: entry.introduction }] : [],
        field_header_image: entry.headerImage ? [this.media(entry.headerImage)] : [],
      };
    },
    nextParagraphId: () => ++paragraphId,
  };

  const nodeRows: (typeof cmsNodes.$inferInsert)[] = [];
  const revisionRows: (typeof cmsRevisions.$inferInsert)[] = [];
  const paragraphRows: (typeof cmsParagraphs.$inferInsert)[] = [];
  const aliasRows: (typeof cmsPathAliases.$inferInsert)[] = [];
  const documents: SearchDocumentInput[] = [];
  let revisionId = 0;

  for (const { id, entry } of nodeIds.values()) {
    const created = new Date(entry.created ?? entry.publicationDate ?? '2025-01-06T09:00:00Z');
    const contentField = contentFieldOf(entry.bundle);
    const headerImage = entry.headerImage ? refs.media(entry.headerImage) : null;
    const baseFields = (version: Version): WireObject => ({
      metatag: {
        title: entry.metaTitle ?? version.title,
        description: version.introduction ?? entry.description ?? null,
        // Drupal's metatag robots value: the site writes it into the page's head, and the sitemap
        // leaves the page out (decision 0041), as the internal search does.
        ...(entry.noindex ? { robots: 'noindex, follow' } : {}),
      },
      field_hide_footer: [{ value: entry.hideFooter ?? false }],
      field_introduction: version.introduction ? [textItem(version.introduction)] : [],
      field_header_image: headerImage ? [headerImage] : [],
      field_parent_page: entry.parent ? expandValue({ $node: entry.parent }, refs) : [],
      field_publication_date: entry.publicationDate ? [{ value: entry.publicationDate }] : [],
      field_expire_date: entry.expireDate ? [{ value: entry.expireDate }] : [],
      field_thesaurus: (entry.thesaurus ?? []).map((target) => ({ target_id: target })),
      field_thesaurus_all: (entry.thesaurus ?? []).map((target) => ({ target_id: target })),
      field_primary_button: entry.primaryButton ? [linkWire(entry.primaryButton)] : [],
      field_secondary_link: entry.secondaryLink ? [linkWire(entry.secondaryLink)] : [],
      field_color: entry.color ? [{ value: entry.color }] : [],
      field_subtitle: version.subtitle ? [textItem(version.subtitle)] : [],
      field_description: entry.description ? [textItem(entry.description)] : [],
      field_hyperlink: entry.hyperlink ? [linkWire(entry.hyperlink)] : [],
    });
    const addRevision = (
      version: Version,
      options: { status: boolean; state: string; log: string; created: Date },
    ) => {
      revisionId += 1;
      revisionRows.push({
        id: revisionId,
        nodeId: id,
        title: version.title,
        status: options.status,
        moderationState: options.state,
        fields: baseFields(version),
        log: options.log,
        created: options.created,
      });
      const paragraphs = expandPageParagraphs(version.paragraphs ?? [], refs);
      paragraphs.forEach((paragraph, position) => {
        paragraphRows.push({
          id: typeof paragraph.id === 'number' ? paragraph.id : refs.nextParagraphId(),
          revisionId,
          field: contentField,
          position,
          bundle: String(paragraph.type),
          fields: paragraph,
        });
      });
      if (entry.header) {
        const header = expandParagraph(entry.header, refs);
        paragraphRows.push({
          id: header.id as number,
          revisionId,
          field: 'field_single_paragraph',
          position: 0,
          bundle: String(header.type),
          fields: header,
        });
      }
      return { id: revisionId, paragraphs };
    };

    for (const old of entry.history ?? []) {
      addRevision(old, { status: false, state: 'archived', log: old.log, created: new Date(old.created) });
    }
    const current = addRevision(entry, {
      status: entry.status,
      state: entry.status ? 'published' : 'draft',
      log: entry.history ? 'Bijgewerkt' : 'Eerste versie',
      created,
    });
    if (entry.draft) {
      addRevision(entry.draft, {
        status: false,
        state: 'draft',
        log: entry.draft.log,
        created: new Date(entry.draft.created),
      });
    }
    const changed = new Date(entry.draft?.created ?? created);
    nodeRows.push({
      id,
      key: entry.key,
      bundle: entry.bundle,
      brands: [...(entry.brands ?? brandIds)],
      title: entry.title,
      introduction: entry.introduction ?? '',
      headerImage,
      status: entry.status,
      publicationDate: entry.publicationDate ? new Date(entry.publicationDate) : null,
      expireDate: entry.expireDate ? new Date(entry.expireDate) : null,
      currentRevisionId: current.id,
      created,
      changed,
    });
    for (const brand of entry.brands ?? brandIds) aliasRows.push({ brand, alias: entry.alias, nodeId: id });

    const docType = docTypeOf(entry.bundle, entry.alias);
    if (docType && entry.status && !entry.noindex) {
      const allBrands = !entry.brands || entry.brands.length === brandIds.length;
      for (const brand of allBrands ? ['*'] : (entry.brands ?? [])) {
        documents.push({
          id: allBrands ? `node:${id}` : `node:${id}:${brand}`,
          docType,
          brand,
          title: entry.title,
          introduction: entry.introduction,
          body: [entry.subtitle ?? '', ...paragraphText(current.paragraphs)]
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
          path: entry.alias,
          publishAt: entry.publicationDate ? new Date(entry.publicationDate) : null,
          expireAt: entry.expireDate ? new Date(entry.expireDate) : null,
        });
      }
    }
  }

  const menuRows: (typeof cmsMenuLinks.$inferInsert)[] = [];
  let menuId = 0;
  const addMenu = (brand: string, menu: string, items: MenuEntry[], parentId: number | null) => {
    for (const item of items) {
      menuId += 1;
      menuRows.push({
        id: menuId,
        brand,
        menu,
        parentId,
        title: item.title,
        url: item.url,
        external: /^[a-z][a-z0-9+.-]*:/i.test(item.url),
        weight: item.weight,
      });
      if (item.below) addMenu(brand, menu, item.below, menuId);
    }
  };
  for (const [brand, menus] of Object.entries(content.menus)) {
    for (const [menu, items] of Object.entries(menus)) addMenu(brand, menu, items, null);
  }

  const loaded = await database.db.transaction(async (tx) => {
    // One loader at a time, also across processes on PostgreSQL.
    await tx.execute(sql`lock table cms_nodes in exclusive mode`);
    if (options.onlyIfEmpty) {
      if ((await countRows(tx, cmsNodes)) > 0) return false;
    }
    await tx.delete(cmsParagraphs);
    await tx.delete(cmsPathAliases);
    await tx.delete(cmsRevisions);
    await tx.delete(cmsNodes);
    await tx.delete(cmsMedia);
    await tx.delete(cmsMenuLinks);
    await insertChunks(
      [...mediaById.values()].map(({ id, wire, entry }) => ({
        id,
        key: entry.key,
        bundle: entry.bundle,
        label: entry.label,
        fields: wire,
      })),
      (chunk) => tx.insert(cmsMedia).values(chunk),
    );
    await insertChunks(nodeRows, (chunk) => tx.insert(cmsNodes).values(chunk));
    await insertChunks(revisionRows, (chunk) => tx.insert(cmsRevisions).values(chunk));
    await insertChunks(paragraphRows, (chunk) => tx.insert(cmsParagraphs).values(chunk));
    await insertChunks(aliasRows, (chunk) => tx.insert(cmsPathAliases).values(chunk));
    await insertChunks(menuRows, (chunk) => tx.insert(cmsMenuLinks).values(chunk));
    // Serial columns were given explicit ids: move their sequences past them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('cms_revisions', 'id'), greatest(${revisionId}, 1))`,
    );
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('cms_menu_links', 'id'), greatest(${menuId}, 1))`,
    );
    await replaceSearchDocuments(tx as unknown as Executor, 'cms', documents);
    await bumpContentVersion(tx as unknown as Executor);
    return true;
  });
  if (!loaded) return undefined;

  return {
    media: mediaById.size,
    nodes: nodeRows.length,
    revisions: revisionRows.length,
    paragraphs: paragraphRows.length,
    menuLinks: menuRows.length,
    searchDocuments: documents.length,
  };
}

/** Increments the shared content version (cms_state 'content'). */
export async function bumpContentVersion(executor: Executor): Promise<void> {
  await executor
    .insert(cmsState)
    .values({ key: 'content', version: 1 })
    .onConflictDoUpdate({
      target: cmsState.key,
      set: { version: sql`${cmsState.version} + 1`, changedAt: sql`now()` },
    });
}
