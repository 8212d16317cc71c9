import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { SearchCta } from './search-cta';

/**
 * A search form as a call to action; submitting passes the typed text to search.
 *
 * **Editors fill in**: the title and the intro; the search route is set by the site.
 */
const meta = preview.meta({
  title: 'Widgets/Search call to action',
  component: SearchCta,
  args: { ...fixtureBlock('search_cta', 'searchCta'), onSearch: () => undefined },
  parameters: {
    guidance: guidance({
      whenToUse:
        'A search form as a call to action on pages where visitors may not find what they look for by browsing; submitting opens search with the typed text.',
      whenNotToUse:
        'Not on the search page itself and not twice on a page; the header always has search too.',
      keyboardAndScreen:
        "A search landmark named by its title; the field has a visible label; Enter or the button searches. It works without script too (a plain GET form with 'zoekterm').",
      contentRules:
        'Title up to 40 characters and an intro of one sentence; the placeholder and button come from the catalogue.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Boeken over dementie (/boeken-over-dementie); dementie also on the home page (/).',
    }),
  },
});

export const Default = meta.story({});

export const Typed = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Zoekterm' }), 'mantelzorg');
  },
});
