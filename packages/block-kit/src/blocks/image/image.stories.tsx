import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Media blocks: pictures and video placed by editors, alone or with text. The media gallery, logo wall
 * and media columns are under Widgets.
 *
 * **Accessibility**: every informative picture needs alt text (editors fill it in the media library);
 * decorative ones get an empty alt. A video loads only after marketing consent and has a title.
 */
const meta = preview.meta({ title: 'Blocks/Media', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A picture. **Editors fill in** the image with alt text and the width (33, 50, 100 % or full screen).
 */
export const Image = meta.story({ args: { fixture: p.image, priority: true } });
/**
 * A picture at half width.
 */
export const ImageHalfWidth = meta.story({ args: { fixture: v.imageHalf } });
