import { failed } from '@dementie/api-client';
import { paragraphFixtures as p } from '@dementie/cms-model';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta, withBlockData } from '../test-support/stories';

// On the 'Blocks/Interactive' docs page, described in `expandable/expandable.stories.tsx`.
const meta = preview.meta({ title: 'Blocks/Interactive', component: FixtureBlock, ...fixtureStoryMeta });

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
