import type { Block } from '@dementie/cms-model';
import preview from '../../../../.storybook/preview';
import { BlockRenderer } from './block-renderer';
import { FixtureBlock, fixtureStoryMeta } from './test-support/stories';

// On the 'Blocks/Interactive' docs page, described in `expandable/expandable.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Interactive', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A block kind with no renderer says so (spec 2 §2.5), so a missing block shows up in review.
 */
export const NoRendererNotice = meta.story({
  args: { fixture: null },
  render: () => <BlockRenderer block={{ kind: 'mystery' } as unknown as Block} />,
});
