import { fixtures } from '@dementie/api-client';
import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      whenToUse:
        "A CMS page in the site's layout: the home page and content pages, their blocks drawn by the kit; and the error page when the CMS does not answer.",
      whenNotToUse:
        "Not for the site's own pages (search, trainings, account), which have screens of their own.",
      keyboardAndScreen:
        'One h1 per page (the page header), blocks below it in reading order; the utilities bar under the header on content pages. The error page keeps the header and footer, so a visitor can go on.',
      contentRules: 'Each page a title up to 60 characters, an introduction, and blocks by their own rules.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on every CMS page, from / to /over-dementie and the campaign pages.',
    }),
    layout: 'fullscreen',
  },
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
