import { paragraphFixtures as p } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Media' docs page, described in `image/image.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Media', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A video (YouTube, Vimeo or the broadcaster): before marketing consent it shows a placeholder with
 * the way to the cookie choice. **Editors fill in** the video address and title.
 */
export const Video = meta.story({ args: { fixture: p.video } });
