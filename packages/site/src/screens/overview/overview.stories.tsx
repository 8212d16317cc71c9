import { fixtures } from '@dementie/api-client';
import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { SiteStory } from '../../testing/site-story';
import { OverviewScreen } from './overview-screen';

/*
 * The overviews of spec 2 §2.4 (news, organisations, experience stories) in the site's layout, with
 * their cards and paging, from the api-client's wire fixtures through the real loader. The states:
 * a later page, 'Meer laden' while the next page loads and when it fails, an empty list and a list
 * that cannot be read.
 */
const meta = preview.meta({
  title: 'Site screens/Overview',
  component: OverviewScreen,
  parameters: {
    guidance: guidance({
      whenToUse:
        'The overviews of news (/nieuws), organisations (/organisaties) and experience stories (/ervaringen): cards with picture, date and introduction, paged ten at a time.',
      whenNotToUse: 'Not for content chosen by hand (use a card grid on a CMS page).',
      keyboardAndScreen:
        "The cards are a list under the h1; 'Meer laden' is a button (aria-disabled while loading, with the loading text tied to it) and the page links are a navigation landmark that works without script. Failures are alerts.",
      contentRules:
        'Items need a title up to 70 characters, an introduction up to 160 characters and a landscape header picture (16:9).',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /nieuws, /organisaties and /ervaringen, from the main menu.',
    }),
    layout: 'fullscreen',
  },
});

const NEWS = 'GET /api/drupal/news-overview';
const newsPage = fixtures.newsOverview.response;

/** The news overview: cards with picture, date and introduction; 'Meer laden' and the page links. */
export const News = meta.story({ render: () => <SiteStory path="/nieuws" /> });

/** Page 2 of 3 as its own address (`?page=2`): the page links show where the visitor is. */
export const NewsPageTwo = meta.story({ render: () => <SiteStory path="/nieuws?page=2" /> });

export const Organisations = meta.story({ render: () => <SiteStory path="/organisaties" /> });

export const Stories = meta.story({ render: () => <SiteStory path="/ervaringen" /> });

/** After 'Meer laden', while the next page comes in: 'De inhoud wordt geladen...'. */
export const LoadingMore = meta.story({
  render: () => (
    <SiteStory
      path="/nieuws"
      answers={{ [NEWS]: (call) => (call.query.get('page') === '1' ? 'pending' : { body: newsPage }) }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Meer laden' }));
    await expect(await canvas.findByText('De inhoud wordt geladen...')).toBeVisible();
  },
});

/** 'Meer laden' could not load the next page: the message and 'Probeer het opnieuw'. */
export const LoadMoreFailed = meta.story({
  render: () => (
    <SiteStory
      path="/nieuws"
      answers={{ [NEWS]: (call) => (call.query.get('page') === '1' ? { status: 500 } : { body: newsPage }) }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Meer laden' }));
    await expect(await canvas.findByRole('button', { name: 'Probeer het opnieuw' })).toBeVisible();
  },
});

/** No items yet: 'Er is hier nog niets te lezen.' */
export const Empty = meta.story({
  render: () => (
    <SiteStory
      path="/nieuws"
      answers={{ [NEWS]: () => ({ body: { items: [], pager: { current_page: 0, total_items: '0' } } }) }}
    />
  ),
});

/** The list cannot be read now (the server answers 503 for this page). */
export const Failed = meta.story({
  render: () => <SiteStory path="/nieuws" answers={{ [NEWS]: () => ({ status: 500 }) }} />,
});
