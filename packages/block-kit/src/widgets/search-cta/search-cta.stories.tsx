import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { SearchCta } from './search-cta';

/**
 * A search form as a call to action; submitting passes the typed text to search.
 *
 * **When to use**: pages where visitors may not find what they look for by browsing.
 *
 * **Editors fill in**: the title and the intro; the search route is set by the site.
 *
 * **Accessibility**: the field has a visible label; the form also works without script (GET with
 * 'zoekterm').
 */
const meta = preview.meta({
  title: 'Widgets/Search call to action',
  component: SearchCta,
  args: { ...fixtureBlock('search_cta', 'searchCta'), onSearch: () => undefined },
});

export const Default = meta.story({});

export const Typed = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Zoekterm' }), 'mantelzorg');
  },
});
