import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Media' docs page, described in `image/image.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Media', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * Text with a picture (current design). **Use** to explain something with one picture. **Editors fill
 * in** title, body, label, colour, picture position and links.
 */
export const TextImageNew = meta.story({ args: { fixture: p.text_image } });
/**
 * Text with a picture (older pages' design), kept so old pages still look right.
 */
export const TextImageOld = meta.story({ args: { fixture: v.textImageOld } });
