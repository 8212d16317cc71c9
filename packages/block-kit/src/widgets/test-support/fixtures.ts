import {
  type BlockKind,
  type BlockOfKind,
  createMapContext,
  mapParagraph,
  paragraphFixtures,
  paragraphFixtureVariants,
} from '@dementie/cms-model';

type FixtureName = keyof typeof paragraphFixtures | keyof typeof paragraphFixtureVariants;

/**
 * A design-kit block mapped from the cms-model wire fixture: the same data the reference server's
 * demo content serves, so stories, tests and demo cannot drift (STYLE "one fixtures file per block").
 */
export function fixtureBlock<K extends BlockKind>(name: FixtureName, kind: K): BlockOfKind<K> {
  const all: Record<string, unknown> = { ...paragraphFixtures, ...paragraphFixtureVariants };
  const block = mapParagraph(all[name], createMapContext());
  if (!block || block.kind !== kind) {
    throw new Error(`Fixture ${name} did not map to a ${kind} block (got ${block?.kind ?? 'nothing'})`);
  }
  return block as BlockOfKind<K>;
}
