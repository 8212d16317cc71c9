import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, withBlocks } from '../test-support/stories';

/**
 * Media blocks: pictures and video placed by editors, alone or with text. The media gallery, logo wall
 * and media columns are under Widgets.
 *
 * **Accessibility**: every informative picture needs alt text (editors fill it in the media library);
 * decorative ones get an empty alt. A video loads only after marketing consent and has a title.
 */
const meta = {
  title: 'Blocks/Media',
  component: FixtureBlock,
  // The raw CMS paragraph is the story's data, not something to edit: Controls show `priority` only.
  argTypes: { fixture: { table: { disable: true } } },
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A picture. **Editors fill in** the image with alt text and the width (33, 50, 100 % or full screen).
 */
export const Image: Story = { args: { fixture: p.image, priority: true } };
/**
 * A picture at half width.
 */
export const ImageHalfWidth: Story = { args: { fixture: v.imageHalf } };
/**
 * A video (YouTube, Vimeo or the broadcaster): before marketing consent it shows a placeholder with
 * the way to the cookie choice. **Editors fill in** the video address and title.
 */
export const Video: Story = { args: { fixture: p.video } };
/**
 * A grid with a picture: cards with label, title, text and link around a picture. **Editors fill in**
 * title, body, colour, link and the items.
 */
export const GridWithImage: Story = { args: { fixture: p.grid_with_image } };
/**
 * The homepage's picture grid.
 */
export const HomeGridImage: Story = { args: { fixture: p.home_grid_image } };
/**
 * Text with a picture (current design). **Use** to explain something with one picture. **Editors fill
 * in** title, body, label, colour, picture position and links.
 */
export const TextImageNew: Story = { args: { fixture: p.text_image } };
/**
 * Text with a picture (older pages' design), kept so old pages still look right.
 */
export const TextImageOld: Story = { args: { fixture: v.textImageOld } };
