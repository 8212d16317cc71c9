import { mapPage, pageFixtures, pageFixtureVariants } from '@dementie/cms-model';
import { MemoryRouter } from 'react-router-dom';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { storyInside } from '../../testing/story-decorators';
import { PageHeader } from './page-header';

/*
 * Every page header of spec 2 §2.3, from cms-model's node fixtures through the real mapping (the
 * same data the reference server's demo serves): content pages, and the campaign headers thematic,
 * full size with media and campaign special in each crop. The toolbar's 'Merk' switches the brands.
 */
/** The breadcrumb's links need a router. */
const withRouter = storyInside(MemoryRouter);

const meta = preview.meta({
  title: 'Site screens/Page header',
  component: PageHeader,
  decorators: [withRouter],
  args: { page: mapPage(pageFixtureVariants.contentPage) },
  parameters: {
    guidance: guidance({
      whenToUse:
        'The header of every CMS page: breadcrumb, title, introduction, optional buttons and header picture; the campaign headers (thematic, full size with media, special) on campaign pages.',
      whenNotToUse:
        'Not placed by editors as a block: the page kind chooses it. Not with a second h1 below it.',
      keyboardAndScreen:
        "The breadcrumb is a navigation landmark; the title is the page's h1; buttons are links (an external one says '(opent een andere website)'); a news item shows its date.",
      contentRules:
        'Title up to 60 characters, introduction up to 300 characters, header picture landscape with the subject in the middle so each crop keeps it.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at the top of every CMS page; the campaign headers on /campagnes/...',
    }),
  },
});

export const ContentPage = meta.story({});
export const WithButtons = meta.story({ args: { page: mapPage(pageFixtures.sdv) } });
/** An external button ('Naar de website' of an organisation): one arrow, one '(opent een andere website)'. */
export const ExternalButton = meta.story({
  args: { page: mapPage(pageFixtureVariants.organisationWebsite) },
});
export const NewsWithDate = meta.story({ args: { page: mapPage(pageFixtures.news) } });
export const LongBreadcrumb = meta.story({ args: { page: mapPage(pageFixtureVariants.longBreadcrumb) } });
export const CampaignThematic = meta.story({ args: { page: mapPage(pageFixtureVariants.campaignThematic) } });
export const CampaignFullSize = meta.story({ args: { page: mapPage(pageFixtureVariants.campaignFullSize) } });
export const CampaignFullSizeVideo = meta.story({
  args: { page: mapPage(pageFixtureVariants.campaignFullSizeVideo) },
});
export const CampaignSpecialPortrait = meta.story({
  args: { page: mapPage(pageFixtureVariants.campaignSpecialPortrait) },
});
export const CampaignSpecialLandscape = meta.story({
  args: { page: mapPage(pageFixtureVariants.campaignSpecialLandscape) },
});
export const CampaignSpecialSquare = meta.story({
  args: { page: mapPage(pageFixtureVariants.campaignSpecialSquare) },
});
