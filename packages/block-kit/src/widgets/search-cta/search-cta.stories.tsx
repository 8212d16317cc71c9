import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { SearchCta } from './search-cta';

const meta = {
  title: 'Widgets/Search call to action',
  component: SearchCta,
  args: { ...fixtureBlock('search_cta', 'searchCta'), onSearch: () => undefined },
} satisfies Meta<typeof SearchCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Typed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Zoekterm' }), 'mantelzorg');
  },
};
