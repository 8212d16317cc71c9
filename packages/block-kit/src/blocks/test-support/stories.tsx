import type { Course } from '@dementie/api-client';
import { mapBlock, paragraphFixtures } from '@dementie/cms-model';
import type { Decorator, Meta } from '@storybook/react-vite';
import { BlockRenderer, BlockRendererProvider } from '../block-renderer';
import { type BlockData, BlockDataProvider } from '../renderer/block-data';

const storyCourses: Course[] = [
  {
    id: 11,
    name: 'Dementievriendelijk voor buren',
    overviewDescription: 'Zo help je iemand in je straat.',
    description: '',
  },
  {
    id: 12,
    name: 'Dementievriendelijk in de winkel',
    overviewDescription: 'Zo help je een klant.',
    description: '',
  },
  {
    id: 13,
    name: 'Dementievriendelijk in het vervoer',
    overviewDescription: 'Zo help je een reiziger.',
    description: '',
  },
  {
    id: 14,
    name: 'Praten met iemand met dementie',
    overviewDescription: 'Korte zinnen, veel geduld.',
    description: '',
  },
];

/** Block data for stories: a fixed counter, trainings and latest news that load at once. */
export const storyBlockData: BlockData = {
  counter: 128_450,
  loadTrainings: async () => ({ kind: 'loaded', value: storyCourses }),
  loadLatestNews: async () => {
    const block = mapBlock(paragraphFixtures.related_news);
    return { kind: 'loaded', value: block?.kind === 'relatedContent' ? block.items : [] };
  },
};

/** Stories render blocks in development mode with the story block data, inside a main landmark. */
export const withBlocks: Decorator = (Story) => (
  <BlockRendererProvider mode="development">
    <BlockDataProvider value={storyBlockData}>
      <main>
        <Story />
      </main>
    </BlockDataProvider>
  </BlockRendererProvider>
);

/**
 * A story's own block data: the story block data with some loaders or values replaced (a failing
 * load, an empty list, a zero counter…), around that one story.
 */
export function withBlockData(overrides: Partial<BlockData>): Decorator {
  return (Story) => (
    <BlockDataProvider value={{ ...storyBlockData, ...overrides }}>
      <Story />
    </BlockDataProvider>
  );
}

/** Props of `FixtureBlock`. */
export interface FixtureBlockProps {
  /** A paragraph wire fixture from cms-model, mapped at render time (the same data the server serves). */
  fixture: unknown;
  /** First block of the page. */
  priority?: boolean;
}

/** A wire fixture through the cms-model mapper and the block renderer. */
export function FixtureBlock({ fixture, priority = false }: FixtureBlockProps) {
  const block = mapBlock(fixture);
  return block ? <BlockRenderer block={block} priority={priority} /> : null;
}

/**
 * What every block stories file sets besides its `title` and `component` (which Storybook reads from
 * the file itself): the raw CMS paragraph is the story's data, not something to edit, so Controls show
 * `priority` only; and the blocks' decorator.
 */
export const fixtureStoryMeta = {
  argTypes: { fixture: { table: { disable: true } } },
  decorators: [withBlocks],
} satisfies Partial<Meta<typeof FixtureBlock>>;
