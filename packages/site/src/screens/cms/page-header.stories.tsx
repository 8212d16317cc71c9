import { mapPage, pageFixtures, pageFixtureVariants } from '@dementie/cms-model';
import { MemoryRouter } from 'react-router-dom';
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
