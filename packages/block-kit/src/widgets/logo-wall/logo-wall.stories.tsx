import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { LogoWall } from './logo-wall';

/**
 * A wall of partner logos (mini grid).
 *
 * **When to use**: partners or funders.
 *
 * **Editors fill in**: per logo the picture with alt text (the organisation's name) and an optional link.
 *
 * **Accessibility**: a linked logo is named by its alt text, so the alt text must be the name, not 'logo'.
 */
const meta = {
  title: 'Widgets/Logo wall',
  component: LogoWall,
  args: { ...fixtureBlock('mini_grid', 'miniGrid') },
} satisfies Meta<typeof LogoWall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
