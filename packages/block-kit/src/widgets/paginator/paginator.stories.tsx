import preview from '../../../../../.storybook/preview';
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
const meta = preview.meta({
  title: 'Widgets/Paginator',
  component: Paginator,
  args: { currentPage: 6, totalPages: 12, onPageChange: () => undefined },
});

export const Buttons = meta.story({});

export const FirstPageAsLinks = meta.story({
  args: { currentPage: 1, hrefForPage: (page) => `?page=${page}` },
});

export const Loading = meta.story({ args: { status: 'loading' } });

export const Failed = meta.story({ args: { status: 'failed' } });

export const Infinite = meta.story({ args: { mode: 'infinite', currentPage: 1, totalPages: 3 } });

export const InfiniteLoading = meta.story({
  args: { mode: 'infinite', currentPage: 1, totalPages: 3, status: 'loading' },
});

export const InfiniteFailed = meta.story({
  args: { mode: 'infinite', currentPage: 1, totalPages: 3, status: 'failed' },
});
