import type { BulkItem, NodeEntry, ParagraphEntry } from './content-files';
import { slugify } from './wire';

/*
 * News, organisations and experience stories are written compactly in content/bulk/*.json and
 * turned into full nodes here (decision 0016: 25+ of each, so each overview has 3+ pages of 10).
 */

/** The three bulk kinds and where their pages live (spec 2 §2.1, §2.2). */
export const BULK_KINDS = {
  news: { file: 'news.json', bundle: 'news', base: '/nieuws', related: 'related_news' },
  organisations: {
    file: 'organisations.json',
    bundle: 'organizatie',
    base: '/organisaties',
    related: 'related_organization',
  },
  stories: {
    file: 'stories.json',
    bundle: 'ervaringsverhalen',
    base: '/ervaringen',
    related: 'related_stories',
  },
} as const;

/** A bulk kind. */
export type BulkKind = keyof typeof BULK_KINDS;

function bodyParagraphs(item: BulkItem): ParagraphEntry[] {
  const [first, ...rest] = item.body;
  const paragraphs: ParagraphEntry[] = [{ type: 'text_with_title', body: `<p>${first ?? ''}</p>` }];
  if (item.quote) {
    paragraphs.push({
      type: 'quote',
      body: item.quote,
      author: item.quoteAuthor ?? item.who ?? '',
      position: 'left',
    });
  }
  if (rest.length > 0) {
    paragraphs.push({ type: 'text_with_title', body: rest.map((text) => `<p>${text}</p>`).join('') });
  }
  return paragraphs;
}

/** Turns the items of a kind into nodes; each one's related block lists the next three of its kind. */
export function bulkNodes(kind: BulkKind, items: readonly BulkItem[]): NodeEntry[] {
  const keys = items.map((item) => `${kind}-${slugify(item.title)}`);
  return items.map((item, index) => {
    const related = [1, 2, 3]
      .map((step) => keys[(index + step) % keys.length])
      .filter((key) => key !== keys[index]);
    return bulkNode(kind, item, related as string[]);
  });
}

/** Turns one bulk item into a node entry of its kind. */
export function bulkNode(kind: BulkKind, item: BulkItem, related: readonly string[] = []): NodeEntry {
  const config = BULK_KINDS[kind];
  const slug = slugify(item.title);
  const paragraphs = bodyParagraphs(item);
  if (kind === 'organisations') {
    paragraphs.push({
      type: 'call_to_action',
      title: 'Wil jouw organisatie ook meedoen?',
      intro:
        'Met de gratis training leer je hoe je mensen met dementie helpt. Het duurt ongeveer een half uur.',
      internal_link: { $link: { url: '/trainingen', title: 'Bekijk de trainingen' } },
    });
  }
  paragraphs.push({ type: config.related, items: related.map((key) => ({ $overview: key })) });
  return {
    key: `${kind}-${slug}`,
    bundle: config.bundle,
    ...(item.brands ? { brands: item.brands } : {}),
    alias: `${config.base}/${slug}`,
    title: item.title,
    introduction: item.intro,
    ...(item.who && kind !== 'news' ? { subtitle: item.who } : {}),
    ...(item.image ? { headerImage: item.image } : {}),
    ...(item.website && kind === 'organisations'
      ? {
          hyperlink: { url: item.website, title: 'Naar de website' },
          description: item.intro,
        }
      : {}),
    publicationDate: item.date,
    created: item.date,
    status: true,
    paragraphs,
  };
}
