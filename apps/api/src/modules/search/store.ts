import type { SEARCH_DOC_TYPES } from '@dementie/api-client';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countRows } from '../../db/count';
import { searchDocuments, searchSynonyms, searchTerms } from './schema';
import { normaliseText, STOPWORDS, words } from './text';

/** A database or an open transaction on it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'update' | 'execute'>;

/** A doc type of spec 2 §3.5. */
export type SearchDocType = (typeof SEARCH_DOC_TYPES)[number];

/**
 * One document to make findable (spec 2 §3.5). This is the hook other modules use: the cms module
 * adds every page, the elearning module can add its courses with source 'elearning'.
 */
export interface SearchDocumentInput {
  /** Unique over all sources, e.g. 'node:12' or 'course:3'; sent as the hit's Id. */
  id: string;
  docType: SearchDocType;
  /** A brand id, or '*' when every brand site shows it. */
  brand: string;
  title: string;
  introduction?: string | undefined;
  /** Plain text (no HTML) of the rest of the page. */
  body?: string | undefined;
  /** The path on the site (Data.Path). */
  path: string;
  /** Not found before this moment / from this moment on (spec 2 §3.1 publication and expiry). */
  publishAt?: Date | null | undefined;
  expireAt?: Date | null | undefined;
}

const CHUNK = 100;

/**
 * Replaces every document of `source` with `documents` and recounts the suggestion terms.
 * Call inside the caller's transaction so pages and index change together.
 */
export async function replaceSearchDocuments(
  executor: Executor,
  source: string,
  documents: readonly SearchDocumentInput[],
): Promise<void> {
  await executor.delete(searchDocuments).where(eq(searchDocuments.source, source));
  const rows = documents.map((doc) => ({
    id: doc.id,
    source,
    brand: doc.brand,
    docType: doc.docType,
    title: doc.title,
    introduction: doc.introduction ?? '',
    body: doc.body ?? '',
    path: doc.path,
    titleNorm: normaliseText(doc.title),
    introductionNorm: normaliseText(doc.introduction ?? ''),
    bodyNorm: normaliseText(doc.body ?? ''),
    publishAt: doc.publishAt ?? null,
    expireAt: doc.expireAt ?? null,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await executor.insert(searchDocuments).values(rows.slice(i, i + CHUNK));
  }
  await recountTerms(executor);
}

/**
 * Rebuilds the suggestion terms (spec 2 §2.7) from every document: each word of 4+ letters that is
 * not a stop word, with the spelling seen most often (accents kept) and how often it occurs.
 * Titles count three times, so page names rank first.
 */
export async function recountTerms(executor: Executor): Promise<void> {
  const docs = await executor
    .select({
      title: searchDocuments.title,
      introduction: searchDocuments.introduction,
      body: searchDocuments.body,
    })
    .from(searchDocuments);
  const counts = new Map<string, { frequency: number; forms: Map<string, number> }>();
  const add = (text: string, weight: number) => {
    for (const word of words(text.toLowerCase())) {
      const term = normaliseText(word);
      if (term.length < 4 || STOPWORDS.has(term) || /^\d+$/.test(term)) continue;
      const entry = counts.get(term) ?? { frequency: 0, forms: new Map<string, number>() };
      entry.frequency += weight;
      entry.forms.set(word, (entry.forms.get(word) ?? 0) + weight);
      counts.set(term, entry);
    }
  };
  for (const doc of docs) {
    add(doc.title, 3);
    add(doc.introduction, 1);
    add(doc.body, 1);
  }
  const rows = [...counts].map(([term, entry]) => ({
    term,
    display: [...entry.forms].sort((a, b) => b[1] - a[1])[0]?.[0] ?? term,
    frequency: entry.frequency,
  }));
  await executor.delete(searchTerms);
  for (let i = 0; i < rows.length; i += 500) {
    await executor.insert(searchTerms).values(rows.slice(i, i + 500));
  }
}

/** Replaces the synonyms table with `pairs`, stored both ways and normalised. */
export async function replaceSynonyms(
  executor: Executor,
  pairs: readonly (readonly [string, string])[],
): Promise<void> {
  const rows = new Map<string, { term: string; synonym: string }>();
  for (const [a, b] of pairs) {
    const left = normaliseText(a).trim();
    const right = normaliseText(b).trim();
    if (!left || !right || left === right) continue;
    rows.set(`${left}\u0000${right}`, { term: left, synonym: right });
    rows.set(`${right}\u0000${left}`, { term: right, synonym: left });
  }
  await executor.delete(searchSynonyms);
  const values = [...rows.values()];
  for (let i = 0; i < values.length; i += 500) {
    await executor.insert(searchSynonyms).values(values.slice(i, i + 500));
  }
}

/** Number of documents in the index (start-up checks). */
export async function countSearchDocuments(executor: Executor): Promise<number> {
  return countRows(executor, searchDocuments);
}
