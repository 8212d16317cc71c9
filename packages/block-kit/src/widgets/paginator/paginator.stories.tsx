import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { Paginator } from './paginator';

/**
 * The paginator: numbered pages (buttons) or infinite loading.
 *
 * **Editors fill in**: nothing: overviews use it.
 */
const meta = preview.meta({
  title: 'Widgets/Paginator',
  component: Paginator,
  args: { currentPage: 6, totalPages: 12, onPageChange: () => undefined },
  parameters: {
    guidance: guidance({
      whenToUse:
        "Overview lists longer than one page (10 items a page): numbered page links, a 'Meer laden' button, or loading more as the visitor scrolls.",
      whenNotToUse:
        'Not for lists that fit one page, nor for steps of a form or a training (use their own next and previous).',
      keyboardAndScreen:
        "A navigation landmark ('Paginanummers'). Page links are real links (they work without script) named 'Pagina n'; the current page has aria-current. A failure to load more is an alert with 'Probeer het opnieuw'.",
      contentRules: 'No content of its own: overviews place it. Ten items a page.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on the overviews Nieuws (/nieuws), Organisaties (/organisaties), Ervaringen (/ervaringen) and on the search results (/zoeken).',
    }),
  },
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
