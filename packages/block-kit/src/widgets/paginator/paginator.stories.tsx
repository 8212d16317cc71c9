import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paginator } from './paginator';

const meta = {
  title: 'Widgets/Paginator',
  component: Paginator,
  args: { currentPage: 6, totalPages: 12, onPageChange: () => undefined },
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {};

export const FirstPageAsLinks: Story = { args: { currentPage: 1, hrefForPage: (page) => `?page=${page}` } };

export const Loading: Story = { args: { status: 'loading' } };

export const Failed: Story = { args: { status: 'failed' } };

export const Infinite: Story = { args: { mode: 'infinite', currentPage: 1, totalPages: 3 } };

export const InfiniteLoading: Story = {
  args: { mode: 'infinite', currentPage: 1, totalPages: 3, status: 'loading' },
};

export const InfiniteFailed: Story = {
  args: { mode: 'infinite', currentPage: 1, totalPages: 3, status: 'failed' },
};
