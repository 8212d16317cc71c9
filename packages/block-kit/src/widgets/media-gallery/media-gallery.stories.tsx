import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { MediaGallery } from './media-gallery';

const meta = {
  title: 'Widgets/Media gallery',
  component: MediaGallery,
  args: fixtureBlock('media_gallery', 'mediaGallery'),
} satisfies Meta<typeof MediaGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {};
export const Two: Story = { args: fixtureBlock('mediaGallery2', 'mediaGallery') };
/** With 4 items the fourth is landscape. */
export const Four: Story = { args: fixtureBlock('mediaGallery4', 'mediaGallery') };
export const Five: Story = { args: fixtureBlock('mediaGallery5', 'mediaGallery') };

/** The lightbox opened on the first photo. */
export const LightboxOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /Bekijk foto 1 groot/ })[0]!);
  },
};
