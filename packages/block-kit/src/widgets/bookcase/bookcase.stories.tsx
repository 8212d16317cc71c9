import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { Bookcase } from './bookcase';

const bookcase = fixtureBlock('bookcase', 'bookcase');

const meta = {
  title: 'Widgets/Bookcase',
  component: Bookcase,
  args: { ...bookcase, selectedSlug: null, onSelect: () => undefined },
} satisfies Meta<typeof Bookcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default title 'Onze selectie', 4 columns. */
export const Shelf: Story = {};

/** Opened through the `item` query value. */
export const DetailOpen: Story = { args: { selectedSlug: bookcase.items[0]?.slug ?? null } };
