import { fixtures } from '@dementie/api-client';
import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { searchAnswer } from '../../testing/fake-server';
import { SiteStory } from '../../testing/site-story';
import { SearchScreen } from './search-screen';

/*
 * Search (spec 2 §2.7) in the site's layout: the term with suggestions, the content-type filter,
 * results, no results, and a search that fails. The answers are the api-client's wire
 * fixtures, read by the real loader.
 */
const meta = preview.meta({
  title: 'Site screens/Search',
  component: SearchScreen,
  parameters: {
    guidance: guidance({
      whenToUse:
        'Search at /zoeken: the term with suggestions, a content-type filter, results ten a page, and the messages for no results, a term too long and a failure.',
      whenNotToUse:
        'Not to replace good menus; not embedded (use the search call to action, which leads here).',
      keyboardAndScreen:
        'The field is a combobox: typing shows suggestions, the arrow keys choose, Enter searches, Escape closes the list. The result count is read in a polite live region; errors are alerts tied to the field; the page links work without script.',
      contentRules: 'Texts from the catalogue; each result shows its content type, title and introduction.',
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): at /zoeken, from 'Zoeken' in the header and the search call to action.",
    }),
    layout: 'fullscreen',
  },
});

const SEARCH = 'GET /api/v1/Search';
const SYNONYMS = 'GET /api/v1/Search/synonyms';

/** Before a search: the field, the filter and the button; no results yet. */
export const Start = meta.story({ render: () => <SiteStory path="/zoeken" /> });

/** Typing shows suggestions under the field (a combobox: arrow keys choose, Enter searches). */
export const Suggestions = meta.story({
  render: () => <SiteStory path="/zoeken" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: /Zoek/ }), 'deme');
    await expect(await canvas.findByRole('option', { name: 'dementievriendelijk' })).toBeVisible();
  },
});

/**
 * Results, each with its content type. The synonyms call is made too, but spec 2 §7 has its result be
 * an empty list whatever the server answers (the api-client keeps to that), so no synonyms line shows
 * even when the server sends some, as here.
 */
export const Results = meta.story({
  render: () => (
    <SiteStory
      path="/zoeken?zoekterm=dementie&pijler=alle"
      answers={{ [SYNONYMS]: () => ({ body: fixtures.searchSynonyms.response }) }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /resultaten voor "dementie"/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'alzheimer' })).toBeNull();
  },
});

/** Results of one content type: the filter shows the chosen type. */
export const FilteredByType = meta.story({
  render: () => (
    <SiteStory
      path="/zoeken?zoekterm=dementie&pijler=artikelen"
      answers={{ [SEARCH]: () => searchAnswer(fixtures.search.response.slice(0, 1)) }}
    />
  ),
});

/**
 * Many hits, paged as the overviews: the true number in the heading, 10 a page, and the page links
 * under them (plain `?page=` links, also without scripts). Here page 2 of 10.
 */
export const ManyResults = meta.story({
  render: () => (
    <SiteStory
      path="/zoeken?zoekterm=dementie&pijler=alle&page=2"
      answers={{
        [SEARCH]: () =>
          searchAnswer(
            Array.from({ length: 10 }, (_, i) => ({
              ...fixtures.search.response[i % fixtures.search.response.length],
              Id: `node:${11 + i}`,
            })),
            93,
          ),
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '93 resultaten voor "dementie"' }),
    ).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Paginanummers' });
    await expect(pages).toHaveTextContent('Pagina 2 van 10');
  },
});

/** A term longer than the server takes: the page says so, and the field is marked by the message. */
export const TooLong = meta.story({
  render: () => <SiteStory path={`/zoeken?zoekterm=${'geheugen%20'.repeat(80)}&pijler=alle`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Je zoekterm is te lang. Gebruik niet meer dan 500 tekens.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Zoekterm' })).toHaveAttribute('aria-invalid', 'true');
  },
});

/** Nothing found: the message asks for another word. */
export const NoResults = meta.story({
  render: () => (
    <SiteStory
      path="/zoeken?zoekterm=vergeetmenietje&pijler=alle"
      answers={{ [SEARCH]: () => searchAnswer([]) }}
    />
  ),
});

/** The search service does not answer. */
export const Failed = meta.story({
  render: () => (
    <SiteStory path="/zoeken?zoekterm=dementie&pijler=alle" answers={{ [SEARCH]: () => ({ status: 500 }) }} />
  ),
});
