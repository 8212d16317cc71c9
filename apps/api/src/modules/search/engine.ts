import type { SearchContentType } from '@dementie/api-client';
import { and, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchDocuments, searchSynonyms, searchTerms } from './schema';
import type { SearchDocType } from './store';
import { editDistance, normaliseText, STOPWORDS } from './text';

/** The doc types each pijler filter value shows (spec 2 §2.1, §3.5). */
export const DOC_TYPES_BY_FILTER: Readonly<Record<SearchContentType, readonly SearchDocType[]>> = {
  alle: ['ContentPage', 'CourseOverview', 'Story', 'News', 'Organization', 'Course'],
  artikelen: ['ContentPage'],
  nieuws: ['News'],
  ervaringsverhalen: ['Story'],
  organizaties: ['Organization'],
  cursussen: ['Course', 'CourseOverview'],
};

/** Most suggestions one prefix answers. */
export const MAX_SUGGESTIONS = 8;
/** Suggestions only for prefixes longer than 3 characters (spec 2 §2.7, §5). */
export const MIN_SUGGEST_LENGTH = 4;
const MAX_QUERY_WORDS = 8;

/** One page of hits and the number of all of them. */
export interface SearchHitsPage {
  hits: SearchHitWire[];
  /** Hits over all pages; 0 when the page is past the last one (nothing to count it by). */
  total: number;
}

/** One hit in the wire shape of spec 2 §7. */
export interface SearchHitWire {
  Id: string;
  Title: string;
  DocType: string;
  Introduction: string | null;
  Data: { Path: string };
}

/** The searchable words of a query: normalised, letters and digits only, at most 8. */
export function queryWords(query: string): string[] {
  return (normaliseText(query).match(/[a-z0-9]+/g) ?? [])
    .filter((w) => w.length <= 40)
    .slice(0, MAX_QUERY_WORDS);
}

/** A tsquery for one word or phrase (words joined by AND), optionally as a prefix. */
function wordQuery(text: string, prefix: boolean): SQL {
  const parts = text.match(/[a-z0-9]+/g) ?? [];
  const expression = parts
    .map((part, i) => (prefix && i === parts.length - 1 ? `${part}:*` : part))
    .join(' & ');
  return sql`to_tsquery('dutch', ${expression})`;
}

/**
 * Full text over titles, introductions and bodies with the Dutch stemmer (decision 0019: 'wandelingen'
 * finds 'wandelen'), accent-insensitive through normalised columns, widened by the synonyms table
 * and ranked title > introduction > body.
 */
export class SearchEngine {
  private synonyms: Promise<Map<string, string[]>> | null = null;
  private terms: Promise<{ term: string; display: string; frequency: number }[]> | null = null;
  private titles: Promise<string[]> | null = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Forgets the in-memory synonyms and terms (the index changed). */
  invalidate(): void {
    this.synonyms = null;
    this.terms = null;
    this.titles = null;
  }

  private synonymMap(): Promise<Map<string, string[]>> {
    this.synonyms ??= this.db
      .select()
      .from(searchSynonyms)
      .then((rows) => {
        const map = new Map<string, string[]>();
        for (const row of rows) map.set(row.term, [...(map.get(row.term) ?? []), row.synonym]);
        return map;
      });
    return this.synonyms;
  }

  /** Synonyms of a query (whole phrase and each word), without the query's own words. */
  async synonymsOf(query: string): Promise<string[]> {
    const map = await this.synonymMap();
    const words = queryWords(query);
    const phrase = words.join(' ');
    const found = new Set<string>([
      ...(map.get(phrase) ?? []),
      ...words.flatMap((word) => map.get(word) ?? []),
    ]);
    for (const word of words) found.delete(word);
    found.delete(phrase);
    return [...found];
  }

  /**
   * One page (zero-based, `pageSize` hits) of the ranked hits for `query` on `brand`, filtered by
   * pijler (spec 2 §7), with the number of all of them.
   */
  async search(
    query: string,
    contentType: SearchContentType,
    brand: string,
    page: number,
    pageSize: number,
  ): Promise<SearchHitsPage> {
    const words = queryWords(query);
    if (words.length === 0) return { hits: [], total: 0 };
    const map = await this.synonymMap();
    const phrase = words.join(' ');
    // Every word must match (or one of its synonyms); the last word may be the start of a word.
    const perWord = words.map((word, index) => {
      const alternatives = [
        wordQuery(word, index === words.length - 1),
        ...(map.get(word) ?? []).map((s) => wordQuery(s, false)),
      ];
      return sql`(${sql.join(alternatives, sql` || `)})`;
    });
    let tsquery = sql.join(perWord, sql` && `);
    // A synonym of the whole phrase ('in de war' -> 'verwardheid') is an alternative to all of it.
    for (const synonym of map.get(phrase) ?? []) tsquery = sql`(${tsquery}) || ${wordQuery(synonym, false)}`;
    const now = this.now();
    const rows = await this.db
      .select({
        id: searchDocuments.id,
        title: searchDocuments.title,
        docType: searchDocuments.docType,
        introduction: searchDocuments.introduction,
        path: searchDocuments.path,
        // Counted over every match before the page is cut out of them.
        total: sql<number>`cast(count(*) over () as integer)`,
      })
      .from(searchDocuments)
      .where(
        and(
          or(eq(searchDocuments.brand, '*'), eq(searchDocuments.brand, brand)),
          inArray(searchDocuments.docType, [...DOC_TYPES_BY_FILTER[contentType]]),
          or(isNull(searchDocuments.publishAt), lte(searchDocuments.publishAt, now)),
          or(isNull(searchDocuments.expireAt), gt(searchDocuments.expireAt, now)),
          sql`${searchDocuments.document} @@ (${tsquery})`,
        ),
      )
      // A title holding the words as typed comes first, then the full-text rank (title > intro >
      // body weights, normalised by document length so long pages do not win by size alone).
      .orderBy(
        desc(sql`(${searchDocuments.titleNorm} like ${`%${phrase}%`})`),
        desc(sql`ts_rank(${searchDocuments.document}, (${tsquery}), 1)`),
        searchDocuments.title,
        // Equal titles and ranks keep one order, so no hit is on two pages or on none.
        searchDocuments.id,
      )
      .limit(pageSize)
      .offset(page * pageSize);
    return {
      hits: rows.map((row) => ({
        Id: row.id,
        Title: row.title,
        DocType: row.docType,
        Introduction: row.introduction || null,
        Data: { Path: row.path },
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  private termList() {
    this.terms ??= this.db.select().from(searchTerms).orderBy(desc(searchTerms.frequency), searchTerms.term);
    return this.terms;
  }

  private titleList() {
    this.titles ??= this.db
      .selectDistinct({ title: searchDocuments.title })
      .from(searchDocuments)
      .then((rows) => rows.map((row) => row.title));
    return this.titles;
  }

  /**
   * Completions of a prefix (spec 2 §2.7): words of the index that start with it, most frequent
   * first, titles that start with it, and, when those are few, words one or two typing errors
   * away (typo-tolerant). Prefixes shorter than 4 characters get none.
   */
  async suggest(prefix: string): Promise<string[]> {
    const normalised = normaliseText(prefix).replace(/\s+/g, ' ').trim();
    if (normalised.length < MIN_SUGGEST_LENGTH) return [];
    const words = normalised.split(' ');
    const last = words.pop() ?? '';
    const lead = words.length ? `${prefix.trim().split(/\s+/).slice(0, -1).join(' ').toLowerCase()} ` : '';
    const out: string[] = [];
    const add = (text: string) => {
      if (out.length < MAX_SUGGESTIONS && !out.includes(text)) out.push(text);
    };
    const terms = await this.termList();
    if (last.length > 0) {
      for (const entry of terms) {
        if (entry.term.startsWith(last) && entry.term !== last) add(`${lead}${entry.display}`);
        if (out.length >= MAX_SUGGESTIONS / 2) break;
      }
    }
    for (const title of await this.titleList()) {
      if (normaliseText(title).startsWith(normalised)) add(title);
    }
    if (last.length >= MIN_SUGGEST_LENGTH && out.length < 3) {
      const allowed = last.length >= 7 ? 2 : 1;
      const fuzzy: { display: string; distance: number; frequency: number }[] = [];
      for (const entry of terms) {
        if (STOPWORDS.has(entry.term)) continue;
        let best = allowed + 1;
        for (const length of [last.length - 1, last.length, last.length + 1]) {
          if (length < 3 || length > entry.term.length) continue;
          best = Math.min(best, editDistance(last, entry.term.slice(0, length), allowed));
        }
        if (best > 0 && best <= allowed)
          fuzzy.push({ display: entry.display, distance: best, frequency: entry.frequency });
      }
      fuzzy.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency);
      for (const entry of fuzzy) add(`${lead}${entry.display}`);
    }
    return out;
  }

  /** The next publish or expiry moment after `now` (cached answers hold until then). */
  async nextBoundary(now: Date): Promise<Date | null> {
    const iso = now.toISOString();
    const result = await this.db.execute(
      sql`select least(
        (select min(publish_at) from search_documents where publish_at > ${iso}::timestamptz),
        (select min(expire_at) from search_documents where expire_at > ${iso}::timestamptz)
      ) as next`,
    );
    const next = (result as unknown as { rows: { next: string | Date | null }[] }).rows[0]?.next;
    return next ? new Date(next) : null;
  }
}
