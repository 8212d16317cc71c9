// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapBlock, paragraphFixtures } from '@dementie/cms-model';
import { describe, expect, it } from 'vitest';
import { listedBlocks } from './test-support/block-loaders-source';

/*
 * Everything about a block lives with the block (decision 0105, docs/architecture.md "Adding a
 * block"): its names may appear only in its own paragraph file and examples, its own block-kit folder,
 * the one list of each package, the files written from those lists and the catalogues. This test reads
 * the lists and the source of cms-model and block-kit and fails where a block is named anywhere else.
 *
 * A block's names: its bundles (snake_case), its kind (camelCase), its definitions (`<name>Paragraph`),
 * its examples (`<file>Fixtures`) and its registration (`<kind>Block`).
 * A quoted bundle or kind of one word ('image', 'file', 'video') is also a media type or a plain word,
 * so for those only the exported names count.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const blockKit = path.resolve(here, '..');
const cmsModel = path.resolve(here, '../../../cms-model/src');
const paragraphsDir = path.join(cmsModel, 'paragraphs');
const relative = (file: string) => path.relative(path.resolve(here, '../../..'), file);

/** The lists and the files written from them: they name every block by design. */
const LISTS = new Set([
  'cms-model/src/paragraphs/index.ts',
  'cms-model/src/fixtures/paragraph-fixtures.gen.ts',
  'block-kit/src/blocks/list.ts',
  'block-kit/src/blocks/block-loaders.gen.ts',
]);

/**
 * Shared files that still name blocks, each with the names it may use. A file may drop a name (the
 * test then asks for its line here to go too) but never add one: the list only shrinks.
 */
const STILL_NAMING: Readonly<Record<string, readonly string[]>> = {
  // The central tables of the mapper and behaviour tests, to move into each block's own test.
  'cms-model/src/paragraphs/paragraphs.test.ts': [
    'callToAction',
    'centralisedBlock',
    'eLearningCta',
    'expandableList',
    'iconGrid',
    'iframeEmbed',
    'imageOverlay',
    'linkList',
    'mediaBlock',
    'mediaGallery',
    'media_block',
    'positionMarker',
    'relatedContent',
    'specialHero',
    'spotlerForm',
    'textImage',
    'textWithTitle',
    'trainingsOverview',
  ],
  'block-kit/src/blocks/design-kit.test.tsx': [
    'card_grid',
    'double_cta',
    'expandable_list',
    'icon_grid',
    'iframe_embed',
    'image_overlay',
    'impact_figures',
    'important_links',
    'latest_news_grid',
    'pre_footer_cta',
    'search_cta',
    'special_end_cta',
    'special_hero',
    'special_icon_grid',
    'tag_cloud',
  ],
  'block-kit/src/blocks/blocks.test.tsx': ['end_cta', 'internal_link'],
  // The variants of the examples: kept in the order of the server's demo page of variants (decision 0105).
  'cms-model/src/fixtures/variants.ts': [
    'e_learning_call_to_action',
    'external_link',
    'iframe_embed',
    'media_block',
  ],
  // Examples that hold other blocks as their content (an expandable's panels, a centralised block).
  'cms-model/src/paragraphs/centralised-building-block.fixtures.ts': ['text_with_title'],
  'cms-model/src/paragraphs/expandable.fixtures.ts': ['link_list'],
  // Block logic in a shared part.
  'block-kit/src/blocks/shared/link-card.tsx': ['externalLink'],
  // Tests and stories of shared machinery and widgets that use a block as their sample.
  'cms-model/src/page.test.ts': ['followOn', 'homeLinkGrid', 'textWithTitle'],
  'block-kit/src/blocks/lazy-list.test.ts': ['linkList'],
  'block-kit/src/blocks/test-support/stories.tsx': ['relatedContent'],
  'block-kit/src/islands/island.test.tsx': ['relatedContent', 'textWithTitle'],
  'block-kit/src/islands/needs-script.test.tsx': ['relatedContent', 'trainingsOverview'],
  'block-kit/src/widgets/logo-wall/logo-wall.stories.tsx': ['miniGrid', 'mini_grid'],
  'block-kit/src/widgets/logo-wall/logo-wall.test.tsx': ['miniGrid', 'mini_grid'],
  'block-kit/src/widgets/media-columns/media-columns.stories.tsx': ['mediaBlock', 'media_block'],
  'block-kit/src/widgets/media-columns/media-columns.test.tsx': ['mediaBlock', 'media_block'],
  'block-kit/src/widgets/media-gallery/media-gallery.stories.tsx': ['mediaGallery', 'media_gallery'],
  'block-kit/src/widgets/media-gallery/media-gallery.test.tsx': ['mediaGallery', 'media_gallery'],
  'block-kit/src/widgets/test-support/no-third-party-before-consent.test.tsx': ['iframeEmbed'],
  'block-kit/src/widgets/video-player/video-player.test.tsx': ['mediaBlock'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry) ? [file] : [];
  });
}

const camel = (name: string) => name.replace(/[-_](\w)/g, (_, letter: string) => letter.toUpperCase());

interface BlockNames {
  /** The files and folders where its names belong. */
  readonly own: readonly string[];
  /** Names to look for as whole words. */
  readonly words: Set<string>;
  /** Names to look for quoted. */
  readonly strings: Set<string>;
}

/** Every block of the kit with its own places and names, read from the two lists. */
function blocks(): Map<string, BlockNames> {
  const list = readFileSync(path.join(paragraphsDir, 'index.ts'), 'utf8');
  const definitionFile = new Map<string, string>();
  for (const [, names = '', file = ''] of list.matchAll(/^import \{([^}]*)\} from '\.\/([\w-]+)';$/gm)) {
    for (const name of names.split(',')) definitionFile.set(name.trim(), file);
  }
  const byKind = new Map<string, { own: string[]; words: Set<string>; strings: Set<string> }>();
  const entry = (kind: string) => {
    const found = byKind.get(kind) ?? { own: [], words: new Set<string>(), strings: new Set<string>() };
    byKind.set(kind, found);
    return found;
  };
  const oneWord = (name: string) => /^[a-z]+$/.test(name);
  for (const [bundle, fixture] of Object.entries(paragraphFixtures)) {
    const kind = mapBlock(fixture)?.kind;
    if (!kind) throw new Error(`${bundle}: its example maps to no block`);
    const names = [...list.matchAll(/^\s*(\w+Paragraph),$/gm)].map(([, name]) => name as string);
    const definition = names.find((name) =>
      readFileSync(path.join(paragraphsDir, `${definitionFile.get(name)}.ts`), 'utf8').includes(
        `'${bundle}'`,
      ),
    );
    const file = definition && definitionFile.get(definition);
    if (!definition || !file) throw new Error(`${bundle}: no definition in paragraphs/index.ts names it`);
    const block = entry(kind);
    block.own.push(path.join(paragraphsDir, `${file}.ts`), path.join(paragraphsDir, `${file}.fixtures.ts`));
    block.words
      .add(definition)
      .add(`${camel(file)}Fixtures`)
      .add(`${camel(file)}Kinds`);
    if (!oneWord(bundle)) block.strings.add(bundle);
    if (!oneWord(kind)) block.strings.add(kind);
  }
  for (const { name, path: modulePath, kind } of listedBlocks()) {
    const block = entry(kind);
    const target = path.resolve(here, modulePath);
    // A block folder is its own; a widget's registration sits in its widget's folder.
    block.own.push(modulePath.startsWith('./') ? target : path.dirname(target));
    block.words.add(name);
    if (!oneWord(kind)) block.strings.add(kind);
  }
  return byKind;
}

/** Where each block is named outside its own places, as file -> names. */
function strayNames(): Map<string, Set<string>> {
  const stray = new Map<string, Set<string>>();
  const all = blocks();
  for (const file of [...sourceFiles(cmsModel), ...sourceFiles(blockKit)]) {
    const name = relative(file);
    // The lists name every block by design, and so does this test's own record of the shared files.
    if (LISTS.has(name) || file === fileURLToPath(import.meta.url)) continue;
    const text = readFileSync(file, 'utf8');
    for (const { own, words, strings } of all.values()) {
      if (own.some((place) => file === place || file.startsWith(`${place}${path.sep}`))) continue;
      const found = [
        ...[...words].filter((word) => new RegExp(`\\b${word}\\b`).test(text)),
        ...[...strings].filter((string) => text.includes(`'${string}'`)),
      ];
      if (found.length) stray.set(name, new Set([...(stray.get(name) ?? []), ...found]));
    }
  }
  return stray;
}

describe('a block lives in its own files (decision 0105)', () => {
  const stray = strayNames();

  it('is named nowhere but in its own files, the lists and the catalogues', () => {
    const unexpected = [...stray]
      .map(
        ([file, names]) => [file, [...names].filter((n) => !STILL_NAMING[file]?.includes(n)).sort()] as const,
      )
      .filter(([, names]) => names.length);
    expect(Object.fromEntries(unexpected)).toEqual({});
  });

  it('lists no shared file that no longer names those blocks', () => {
    const stale = Object.entries(STILL_NAMING)
      .map(([file, names]) => [file, names.filter((n) => !stray.get(file)?.has(n))] as const)
      .filter(([, names]) => names.length);
    expect(Object.fromEntries(stale)).toEqual({});
  });
});
