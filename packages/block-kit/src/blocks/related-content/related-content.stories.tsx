import { failed } from '@dementie/api-client';
import { paragraphFixtures as p } from '@dementie/cms-model';
import { expect, waitFor, within } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta, withBlockData } from '../test-support/stories';

// On the 'Blocks/Interactive' docs page, described in `expandable/expandable.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Related content and latest news',
      whenToUse:
        'At the foot of a news item, organisation or experience story, other items on the same themes; on a home page, the latest news with the first one highlighted. The items load by themselves.',
      whenNotToUse:
        'Not to choose items by hand (use the link list or card grid) and not on pages without themes, where there is nothing to relate to.',
      keyboardAndScreen:
        'The items are a list of cards, each with one link named by its title. While loading, a status message keeps the place; when loading fails, a plain message is shown as an alert. With no items the block leaves itself out.',
      contentRules:
        'Editors fill in only the title (up to 50 characters); titles, pictures and dates come from the items. Items need a landscape header picture (16:9) to line up.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): related news on every news item (/nieuws/...), related organisations on organisation pages (/organisaties/...), related stories on experience stories (/ervaringen/...), the latest news on the home page (/).',
    }),
  },
});

/**
 * Related news, chosen by the page's themes. **Editors fill in** nothing: the items are loaded.
 */
export const RelatedNews = meta.story({ args: { fixture: p.related_news } });
/**
 * Related organisations, chosen by the page's themes.
 */
export const RelatedOrganisations = meta.story({ args: { fixture: p.related_organization } });
/**
 * Related experience stories, chosen by the page's themes.
 */
export const RelatedStories = meta.story({ args: { fixture: p.related_stories } });
/**
 * The latest news on the homepage, loaded; the first item is highlighted.
 */
export const HomepageLastNews = meta.story({ args: { fixture: p.homepage_last_news } });
/** Still loading: the loader keeps the place. */
export const HomepageLastNewsLoading = meta.story({
  args: { fixture: p.homepage_last_news },
  decorators: [withBlockData({ loadLatestNews: () => new Promise(() => {}) })],
});
/** No news at all: after loading the block renders nothing (no lone heading or 'Meer...' link). */
export const HomepageLastNewsEmpty = meta.story({
  args: { fixture: p.homepage_last_news },
  decorators: [withBlockData({ loadLatestNews: async () => ({ kind: 'loaded', value: [] }) })],
  play: async ({ canvasElement }) => {
    // The loader shows first; wait for the block to settle instead of for a time.
    await waitFor(() => expect(canvasElement.querySelector('.bk-related')).toBeNull());
  },
});
/** The latest news cannot be loaded: the block's title and a plain message. */
export const HomepageLastNewsFailed = meta.story({
  args: { fixture: p.homepage_last_news },
  decorators: [withBlockData({ loadLatestNews: async () => failed(500, 'story: no news') })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
});
/** A related block without items renders nothing at all. */
export const RelatedStoriesEmpty = meta.story({
  args: { fixture: { ...p.related_stories, field_items: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-related')).toBeNull();
  },
});
