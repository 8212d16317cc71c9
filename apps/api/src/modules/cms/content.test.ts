import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { paragraphFixtures, paragraphFixtureVariants } from '@dementie/cms-model';
import { brandIds } from '@dementie/i18n-catalogues';
import { describe, expect, it } from 'vitest';
import { BULK_KINDS } from './bulk';
import {
  type BulkItem,
  bulkFileSchema,
  defaultContentDir,
  type NodeEntry,
  parseContentFile,
} from './content-files';
import { readContentSet } from './loader';

/*
 * The demo content says what it shows: lists hold what their title promises, related blocks have
 * cards on every brand, media blocks hold only what they can show, stories and organisations have
 * a real body, and no placeholder domain is left. Checked on the files, before anything is loaded.
 */

const content = readContentSet();
const nodesByKey = new Map(content.nodes.map((node) => [node.key, node]));
const mediaByKey = new Map(content.media.map((entry) => [entry.key, entry]));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Every object inside a value, depth first. */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item);
  } else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const item of Object.values(value)) yield* objectsIn(item);
  }
}

/** Every string inside a value. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) yield* stringsIn(item);
}

const NUMBERS: Record<string, number> = {
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  twaalf: 12,
};
const COUNTED = new RegExp(
  `^(${Object.keys(NUMBERS).join('|')}) (tips|signalen|stappen|vragen|ideeën)\\b`,
  'i',
);

/** A title's promised count ('Tien tips voor een bezoek' -> 10), if it promises one. */
function promisedCount(title: string): number | undefined {
  const match = COUNTED.exec(title.replace(/<[^>]+>/g, '').trim());
  return match ? NUMBERS[match[1]!.toLowerCase()] : undefined;
}

/** A field's text: a plain string, or the value of a Drupal text field. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value[0] && typeof value[0] === 'object' && 'value' in value[0]) {
    const inner = (value[0] as { value: unknown }).value;
    return typeof inner === 'string' ? inner : undefined;
  }
  return undefined;
}

/** Titles that promise a count, with the number of things they title. */
function countedLists(value: unknown): { title: string; promised: number; found: number }[] {
  const found: { title: string; promised: number; found: number }[] = [];
  for (const object of objectsIn(value)) {
    const title = textOf(object.title) ?? textOf(object.field_title);
    const promised = title ? promisedCount(title) : undefined;
    if (title && promised !== undefined) {
      const items = object.items ?? object.field_items;
      const body = textOf(object.body) ?? textOf(object.field_body) ?? '';
      const count = Array.isArray(items) ? items.length : (body.match(/<li\b/g) ?? []).length;
      found.push({ title, promised, found: count });
    }
  }
  // A heading inside rich text that promises a count, followed by its list.
  for (const text of stringsIn(value)) {
    for (const match of text.matchAll(/<h\d[^>]*>([^<]+)<\/h\d>\s*<([ou]l)>([\s\S]*?)<\/\2>/g)) {
      const promised = promisedCount(match[1]!);
      if (promised !== undefined) {
        found.push({ title: match[1]!, promised, found: (match[3]!.match(/<li\b/g) ?? []).length });
      }
    }
  }
  return found;
}

const brandsOf = (node: NodeEntry) => node.brands ?? brandIds;

describe('demo content', () => {
  it('holds no placeholder domains (example.org and the like)', () => {
    const text = filesUnder(defaultContentDir)
      .filter((file) => /\.(json|md|ts|svg)$/.test(file))
      .map((file) => [file, readFileSync(file, 'utf8')] as const);
    expect(text.length).toBeGreaterThan(10);
    const placeholders = text
      .filter(([, body]) => /example\.(org|com|net|nl)/i.test(body))
      .map(([file]) => file);
    expect(placeholders).toEqual([]);
  });

  it('gives lists as many items as their title promises, in the pages and in the kitchen-sink fixtures', () => {
    const lists = [
      ...countedLists(content.nodes),
      ...countedLists(paragraphFixtures),
      ...countedLists(paragraphFixtureVariants),
    ];
    // The check has something to check: the visit tips of the design kit and the shop tips.
    expect(lists.map((list) => list.title)).toEqual(
      expect.arrayContaining(['Tien tips voor een bezoek', 'Vijf tips']),
    );
    expect(lists.filter((list) => list.found !== list.promised)).toEqual([]);
  });

  it('fills every related block with pages that each brand showing the block also shows', () => {
    let blocks = 0;
    for (const node of content.nodes) {
      for (const paragraph of objectsIn(node.paragraphs)) {
        if (typeof paragraph.type !== 'string' || !paragraph.type.startsWith('related_')) continue;
        blocks += 1;
        const keys = [...objectsIn(paragraph.items ?? [])]
          .map((item) => item.$overview)
          .filter((key): key is string => typeof key === 'string');
        expect(keys.length, `${node.key}: ${paragraph.type}`).toBeGreaterThanOrEqual(2);
        for (const key of keys) {
          const target = nodesByKey.get(key);
          expect(target, `${node.key} -> ${key}`).toBeDefined();
          const missing = brandsOf(node).filter((brand) => !brandsOf(target!).includes(brand));
          expect(missing, `${node.key} -> ${key}`).toEqual([]);
        }
      }
    }
    // The home page of alzheimer, the stories, news and organisations, and the content pages.
    expect(blocks).toBeGreaterThan(75);
  });

  it('puts only images and films in media blocks and galleries; a podcast has its own audio block', () => {
    let audioBlocks = 0;
    for (const node of content.nodes) {
      for (const paragraph of objectsIn(node.paragraphs)) {
        if (paragraph.type === 'audio') {
          const key = (paragraph.media as { $media?: string } | undefined)?.$media;
          expect(mediaByKey.get(key ?? '')?.bundle, node.key).toBe('audio');
          audioBlocks += 1;
        }
        if (paragraph.type !== 'media_block' && paragraph.type !== 'media_gallery') continue;
        for (const item of objectsIn(paragraph.items ?? [])) {
          const key = (item.media as { $media?: string } | undefined)?.$media;
          if (key === undefined) continue;
          expect(['image', 'video'], `${node.key}: ${key}`).toContain(mediaByKey.get(key)?.bundle);
        }
      }
    }
    expect(audioBlocks).toBeGreaterThan(0);
  });

  it('gives every story and organisation a body of several paragraphs, a quote and a picture that exists', () => {
    for (const kind of ['stories', 'organisations'] as const) {
      const { items } = parseContentFile(
        path.join(defaultContentDir, 'bulk', BULK_KINDS[kind].file),
        bulkFileSchema,
      );
      expect(items.length).toBeGreaterThanOrEqual(25);
      for (const item of items) {
        expect(item.body.length, item.title).toBeGreaterThanOrEqual(3);
        expect(item.quote, item.title).toBeTruthy();
        // An organisation's `who` is its town: its quote names a person.
        if (kind === 'organisations') expect(item.quoteAuthor, item.title).toBeTruthy();
        const picture = mediaByKey.get(item.image ?? '');
        expect(picture?.bundle, item.title).toBe('image');
      }
    }
  });

  it('gives neighbouring cards of an overview different pictures, in the order the overview lists them', () => {
    // repository.ts: news and stories newest first, organisations by name.
    const order = {
      news: (a: BulkItem, b: BulkItem) => b.date.localeCompare(a.date),
      stories: (a: BulkItem, b: BulkItem) => b.date.localeCompare(a.date),
      organisations: (a: BulkItem, b: BulkItem) => a.title.localeCompare(b.title, 'nl'),
    } as const;
    const repeats: string[] = [];
    for (const kind of ['news', 'stories', 'organisations'] as const) {
      const { items } = parseContentFile(
        path.join(defaultContentDir, 'bulk', BULK_KINDS[kind].file),
        bulkFileSchema,
      );
      const listed = [...items].sort(order[kind]);
      listed.forEach((item, index) => {
        const previous = listed[index - 1];
        if (previous && previous.image === item.image)
          repeats.push(`${kind}: '${previous.title}' and '${item.title}' both show ${item.image}`);
      });
    }
    expect(repeats).toEqual([]);
  });

  it('offers the newsletter form in a page only on the newsletter page: elsewhere the footer has it', () => {
    // Spec 3 §2: every brand's footer has the brand's newsletter form. A newsletter block in a page
    // (a home's last block) put a second, identical form right above it (decision 0081).
    const withNewsletterBlock = content.nodes
      .filter((node) =>
        [...objectsIn(node.paragraphs)].some(
          (paragraph) =>
            paragraph.type === 'spotler_form' && String(paragraph.form_id ?? '').startsWith('nieuwsbrief'),
        ),
      )
      .map((node) => node.alias);
    expect(withNewsletterBlock).toEqual(['/nieuwsbrief']);
  });

  it('registers every drawing it refers to with a file that exists and an alt text', () => {
    for (const entry of content.media) {
      if (entry.bundle !== 'image') continue;
      expect(entry.alt.length, entry.key).toBeGreaterThan(5);
      expect(statSync(path.join(defaultContentDir, 'media', entry.file)).isFile(), entry.key).toBe(true);
    }
  });
});
