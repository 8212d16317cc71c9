import { fixtures } from '@dementie/api-client';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { SiteStory } from '../../testing/site-story';
import { CmsPageScreen } from './cms-page-screen';

/*
 * A page from the CMS in the site's layout (spec 2 §2.2): the home page and a content page from the
 * api-client's wire fixtures, mapped by cms-model and drawn by the block kit; and the page a visitor
 * sees when the CMS does not answer (the route's error page).
 */
const meta = preview.meta({
  title: 'Site screens/CMS page',
  component: CmsPageScreen,
  parameters: { layout: 'fullscreen' },
});

const PAGE = 'GET /api/drupal/wat-is-dementie';

export const Home = meta.story({
  render: () => <SiteStory path="/" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeVisible();
  },
});

export const ContentPage = meta.story({
  render: () => (
    <SiteStory path="/wat-is-dementie" answers={{ [PAGE]: () => ({ body: fixtures.page.response }) }} />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeVisible();
  },
});

/** The CMS fails (500): the error page inside the layout, the header and footer still there. */
export const PageFailed = meta.story({
  render: () => <SiteStory path="/wat-is-dementie" answers={{ [PAGE]: () => ({ status: 500 }) }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeVisible();
  },
});
