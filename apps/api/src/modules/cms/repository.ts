import { and, asc, desc, eq, gt, inArray, isNull, lte, min, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countRows } from '../../db/count';
import { contentFieldOf } from './loader';
import { cmsMenuLinks, cmsNodes, cmsParagraphs, cmsPathAliases, cmsRevisions, cmsState } from './schema';
import type { WireObject } from './wire';

/** The author every demo node carries (spec 2 §3.1 author). */
const AUTHOR = { id: 1, label: 'Redactie' } as const;

type NodeRow = typeof cmsNodes.$inferSelect;
type RevisionRow = typeof cmsRevisions.$inferSelect;

/** Live on the site at `now`: published, past its publication date, before its expiry (spec 2 §3.1). */
function isLive(now: Date): SQL {
  return and(
    eq(cmsNodes.status, true),
    or(isNull(cmsNodes.publicationDate), lte(cmsNodes.publicationDate, now)),
    or(isNull(cmsNodes.expireDate), gt(cmsNodes.expireDate, now)),
  ) as SQL;
}

function onBrand(brand: string): SQL {
  return sql`${brand} = any(${cmsNodes.brands})`;
}

/** Reads the CMS tables and assembles the wire answers of spec 2 §7. */
export class CmsRepository {
  constructor(private readonly db: Database) {}

  /** Builds a node's wire shape from its row, one revision and that revision's paragraphs. */
  private async assemble(node: NodeRow, revision: RevisionRow, alias: string): Promise<WireObject> {
    const paragraphs = await this.db
      .select({ field: cmsParagraphs.field, fields: cmsParagraphs.fields })
      .from(cmsParagraphs)
      .where(eq(cmsParagraphs.revisionId, revision.id))
      .orderBy(asc(cmsParagraphs.field), asc(cmsParagraphs.position));
    const contentField = contentFieldOf(node.bundle);
    const content = paragraphs.filter((p) => p.field === contentField).map((p) => p.fields);
    const header = paragraphs.filter((p) => p.field === 'field_single_paragraph').map((p) => p.fields);
    return {
      id: node.id,
      type: node.bundle,
      label: revision.title,
      status: revision.status,
      langcode: 'nl',
      author: AUTHOR,
      created: node.created.toISOString(),
      changed: node.changed.toISOString(),
      promote: node.bundle === 'news',
      sticky: false,
      moderation_state: revision.moderationState,
      path: { alias, langcode: 'nl', pid: node.id },
      revision_id: revision.id,
      revision_created: revision.created.toISOString(),
      revision_log: revision.log,
      ...revision.fields,
      [contentField]: content,
      field_single_paragraph: header,
    };
  }

  private async currentRevision(node: NodeRow): Promise<RevisionRow | undefined> {
    if (node.currentRevisionId === null) return undefined;
    const [revision] = await this.db
      .select()
      .from(cmsRevisions)
      .where(eq(cmsRevisions.id, node.currentRevisionId));
    return revision;
  }

  /** The live node at `alias` on `brand`, or undefined (unknown, unpublished, not yet or no longer live). */
  async pageByAlias(brand: string, alias: string, now: Date): Promise<WireObject | undefined> {
    const [row] = await this.db
      .select({ node: cmsNodes })
      .from(cmsPathAliases)
      .innerJoin(cmsNodes, eq(cmsNodes.id, cmsPathAliases.nodeId))
      .where(and(eq(cmsPathAliases.brand, brand), eq(cmsPathAliases.alias, alias), isLive(now)));
    if (!row) return undefined;
    const revision = await this.currentRevision(row.node);
    return revision ? this.assemble(row.node, revision, alias) : undefined;
  }

  /** The live homepage of a brand (spec 2 §2.2: url defaults to /). */
  async homepage(brand: string, now: Date): Promise<WireObject | undefined> {
    const [node] = await this.db
      .select()
      .from(cmsNodes)
      .where(and(eq(cmsNodes.bundle, 'homepage'), onBrand(brand), isLive(now)))
      .orderBy(asc(cmsNodes.id))
      .limit(1);
    if (!node) return undefined;
    const revision = await this.currentRevision(node);
    return revision ? this.assemble(node, revision, '/') : undefined;
  }

  /** Any revision of a node, live or not (preview, spec 2 §7); undefined when it is not that node's. */
  async revision(brand: string, nodeId: number, revisionId: number): Promise<WireObject | undefined> {
    const [row] = await this.db
      .select({ node: cmsNodes, revision: cmsRevisions })
      .from(cmsRevisions)
      .innerJoin(cmsNodes, eq(cmsNodes.id, cmsRevisions.nodeId))
      .where(and(eq(cmsRevisions.id, revisionId), eq(cmsRevisions.nodeId, nodeId)));
    if (!row) return undefined;
    return this.assemble(row.node, row.revision, (await this.aliasOf(brand, nodeId)) ?? `/node/${nodeId}`);
  }

  /**
   * True when `revisionId` is what visitors of `brand` see now: the node's current revision, and
   * the node live (published, within its dates) on that brand. The preview says so (decision 0013).
   */
  async isLiveRevision(brand: string, nodeId: number, revisionId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .select({ id: cmsNodes.id })
      .from(cmsNodes)
      .where(
        and(eq(cmsNodes.id, nodeId), eq(cmsNodes.currentRevisionId, revisionId), onBrand(brand), isLive(now)),
      );
    return rows.length > 0;
  }

  /** The alias of a node on a brand (node-path, spec 3 §7): the brand's own, else any. */
  async aliasOf(brand: string, nodeId: number): Promise<string | undefined> {
    const rows = await this.db
      .select({ brand: cmsPathAliases.brand, alias: cmsPathAliases.alias })
      .from(cmsPathAliases)
      .where(eq(cmsPathAliases.nodeId, nodeId));
    return (rows.find((row) => row.brand === brand) ?? rows[0])?.alias;
  }

  /**
   * One page (zero-based) of an overview (spec 2 §3.4): live nodes of `bundle` on `brand`, ten a
   * page; news and stories newest first, organisations by name.
   */
  async overview(bundle: string, brand: string, page: number, pageSize: number, now: Date) {
    const where = and(eq(cmsNodes.bundle, bundle), onBrand(brand), isLive(now));
    const totalItems = await countRows(this.db, cmsNodes, where);
    const order =
      bundle === 'organizatie'
        ? [asc(cmsNodes.title), asc(cmsNodes.id)]
        : [desc(cmsNodes.publicationDate), desc(cmsNodes.id)];
    const rows = await this.db
      .select({
        node: cmsNodes,
        alias: cmsPathAliases.alias,
      })
      .from(cmsNodes)
      .innerJoin(cmsPathAliases, and(eq(cmsPathAliases.nodeId, cmsNodes.id), eq(cmsPathAliases.brand, brand)))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(page * pageSize);
    const items = rows.map(({ node, alias }) => ({
      id: node.id,
      type: node.bundle,
      label: node.title,
      path: { alias },
      field_publication_date: node.publicationDate ? [{ value: node.publicationDate.toISOString() }] : [],
      field_introduction: node.introduction ? [{ value: node.introduction }] : [],
      field_header_image: node.headerImage ? [node.headerImage] : [],
    }));
    return { items, totalItems };
  }

  /** A menu of a brand with children in `below`, sorted by weight at every level (spec 1 §7). */
  async menu(brand: string, menu: string): Promise<WireObject[]> {
    const rows = await this.db
      .select()
      .from(cmsMenuLinks)
      .where(and(eq(cmsMenuLinks.brand, brand), eq(cmsMenuLinks.menu, menu)))
      .orderBy(asc(cmsMenuLinks.weight), asc(cmsMenuLinks.id));
    const build = (parentId: number | null): WireObject[] =>
      rows
        .filter((row) => row.parentId === parentId)
        .map((row) => ({
          key: `menu_link_content:${row.id}`,
          title: row.title,
          url: row.url,
          external: row.external,
          weight: row.weight,
          alias: row.external ? '' : row.url.replace(/^\//, ''),
          relative: row.external ? row.url : row.url,
          below: build(row.id),
        }));
    return build(null);
  }

  /**
   * The next moment after `now` at which a node goes live or expires: cached answers are valid
   * until then (a scheduled page appears on time without any change to the content).
   */
  async nextBoundary(now: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({
        publication: min(
          sql<Date>`case when ${cmsNodes.publicationDate} > ${now.toISOString()}::timestamptz then ${cmsNodes.publicationDate} end`,
        ),
        expiry: min(
          sql<Date>`case when ${cmsNodes.expireDate} > ${now.toISOString()}::timestamptz then ${cmsNodes.expireDate} end`,
        ),
      })
      .from(cmsNodes);
    const candidates = [row?.publication, row?.expiry]
      .filter((value) => value !== null && value !== undefined)
      .map((value) => new Date(value as Date | string));
    return candidates.length ? new Date(Math.min(...candidates.map((d) => d.getTime()))) : null;
  }

  /** The shared content version (bumped by every load), for cross-process cache checks. */
  async contentVersion(): Promise<number> {
    const [row] = await this.db
      .select({ version: cmsState.version })
      .from(cmsState)
      .where(eq(cmsState.key, 'content'));
    return row?.version ?? 0;
  }

  /**
   * The live pages of a brand for its sitemap (decision 0041): the homepage as `/`, and every other node
   * with an alias on the brand, except those its editors keep out of search (`metatag.robots`
   * noindex, written by the loader for `noindex: true`), by path, each with its live revision's date.
   */
  async sitemap(brand: string, now: Date): Promise<{ path: string; lastModified: Date }[]> {
    const rows = await this.db
      // The live revision's date: a saved draft changes the node but not what visitors see.
      .select({ bundle: cmsNodes.bundle, alias: cmsPathAliases.alias, changed: cmsRevisions.created })
      .from(cmsNodes)
      .innerJoin(cmsPathAliases, and(eq(cmsPathAliases.nodeId, cmsNodes.id), eq(cmsPathAliases.brand, brand)))
      .innerJoin(cmsRevisions, eq(cmsRevisions.id, cmsNodes.currentRevisionId))
      .where(
        and(
          isLive(now),
          sql`coalesce(${cmsRevisions.fields}->'metatag'->>'robots', '') not like '%noindex%'`,
        ),
      )
      .orderBy(asc(cmsPathAliases.alias));
    const pages = rows
      .filter((row) => row.bundle !== 'homepage')
      .map((row) => ({ path: row.alias, lastModified: new Date(row.changed) }));
    const [home] = await this.db
      .select({ changed: cmsRevisions.created })
      .from(cmsNodes)
      .innerJoin(cmsRevisions, eq(cmsRevisions.id, cmsNodes.currentRevisionId))
      .where(and(eq(cmsNodes.bundle, 'homepage'), onBrand(brand), isLive(now)))
      .orderBy(asc(cmsNodes.id))
      .limit(1);
    return home ? [{ path: '/', lastModified: new Date(home.changed) }, ...pages] : pages;
  }

  /** Whether there is any content yet (first start of an empty database). */
  async isEmpty(): Promise<boolean> {
    return (await countRows(this.db, cmsNodes)) === 0;
  }

  /** Node ids by key (tests and tools). */
  async nodeIdsByKey(keys: string[]): Promise<Map<string, { id: number; revisionId: number | null }>> {
    const rows = await this.db
      .select({ key: cmsNodes.key, id: cmsNodes.id, revisionId: cmsNodes.currentRevisionId })
      .from(cmsNodes)
      .where(inArray(cmsNodes.key, keys));
    return new Map(rows.map((row) => [row.key, { id: row.id, revisionId: row.revisionId }]));
  }
}
