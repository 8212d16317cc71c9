import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { ImageOverlay } from './image-overlay';

const meta = {
  title: 'Widgets/Image overlay',
  component: ImageOverlay,
  args: { ...fixtureBlock('image_overlay', 'imageOverlay') },
} satisfies Meta<typeof ImageOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSlide: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
  },
};
