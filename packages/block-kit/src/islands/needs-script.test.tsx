import {
  type Block,
  type BlockOfKind,
  mapBlock,
  paragraphFixtures,
  paragraphFixtureVariants,
} from '@dementie/cms-model';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultBlockRegistry } from '../blocks/default-registry';
import { isIslandBlock, rendererFor } from '../blocks/renderer/registry';
import { blockFrom, renderBlocks } from '../blocks/test-support/render-blocks';

afterEach(cleanup);

/** Widgets that are islands of their own wherever a block uses them (`islandOf`): their root class. */
const WIDGET_ISLANDS = ['.bk-video'];

/** The elements React gave an event handler (its props on the element). */
function elementsWithHandlers(container: HTMLElement): Element[] {
  return [...container.querySelectorAll('*')].filter((element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    const props = key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
    return Object.entries(props ?? {}).some(
      ([name, value]) => /^on[A-Z]/.test(name) && typeof value === 'function',
    );
  });
}

const fixtures = Object.entries({ ...paragraphFixtures, ...paragraphFixtureVariants }).filter(
  ([, fixture]) => mapBlock(fixture) !== null,
);

describe('a block that needs script is an island (decision 0067)', () => {
  it.each(fixtures)('%s: its handlers are in an island on a document page', (_name, fixture) => {
    const block = blockFrom(fixture);
    const { container } = renderBlocks([block], { mode: 'production' });
    const handled = elementsWithHandlers(container).filter(
      (element) => !WIDGET_ISLANDS.some((selector) => element.closest(selector)),
    );
    const renderer = rendererFor(defaultBlockRegistry, block.kind);
    if (handled.length > 0) expect(renderer && isIslandBlock(renderer, block), block.kind).toBe(true);
  });
});

describe('a block whose data came with the page needs no script for it (decision 0098)', () => {
  const islandFor = (block: Block) => {
    const renderer = rendererFor(defaultBlockRegistry, block.kind);
    return renderer ? isIslandBlock(renderer, block) : false;
  };
  const course = (id: number) => ({ id, name: `Training ${id}`, overviewDescription: '', description: '' });

  it('the latest news: an island only while it still has to be loaded', () => {
    const latest = blockFrom(paragraphFixtures.homepage_last_news) as BlockOfKind<'relatedContent'>;
    expect(islandFor(latest)).toBe(true);
    expect(islandFor({ ...latest, items: [{ path: '/nieuws/a', label: 'A', introduction: '' }] })).toBe(
      false,
    );
  });

  it('the trainings overview: an island to load its trainings, or to expand more than three', () => {
    const overview = blockFrom(paragraphFixtures.trainings_overview) as BlockOfKind<'trainingsOverview'>;
    expect(islandFor(overview)).toBe(true);
    expect(islandFor({ ...overview, trainings: [1, 2, 3].map(course) })).toBe(false);
    expect(islandFor({ ...overview, trainings: [1, 2, 3, 4].map(course) })).toBe(true);
  });
});
