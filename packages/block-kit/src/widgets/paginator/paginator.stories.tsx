import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paginator } from './paginator';

/**
 * The paginator: numbered pages (buttons) or infinite loading.
 *
 * **When to use**: overview lists longer than one page (10 items per page).
 *
 * **Editors fill in**: nothing: overviews use it.
 *
 * **Accessibility**: the current page is marked with aria-current; prev/next are links the browser also
 * knows.
 */
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
