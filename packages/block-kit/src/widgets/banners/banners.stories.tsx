import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { Banners } from './banners';

/**
 * Three banners plus the fixed memory-test banner.
 *
 * **When to use**: a page that ends in three equal next steps.
 *
 * **Editors fill in**: three banners (title, text, link, picture); the memory-test banner is the same
 * everywhere and comes from the catalogue.
 *
 * **Accessibility**: each banner is one link with a text that says where it goes.
 */
const meta = {
  title: 'Widgets/Banners',
  component: Banners,
  args: { ...fixtureBlock('banners', 'banners') },
} satisfies Meta<typeof Banners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
