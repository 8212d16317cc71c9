import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import { SiteStory } from '../testing/site-story';
import { NotFoundScreen } from './not-found';

/** Spec 1 §2: the page for an address that does not exist, with links onwards. */
const meta = preview.meta({
  title: 'Site screens/Not found',
  component: NotFoundScreen,
  parameters: {
    guidance: guidance({
      whenToUse:
        'The page for an address that does not exist (404), with ways onwards: home, search and the main sections.',
      whenNotToUse:
        "Not for a page that fails to load (that shows the error page) nor for an unpublished page's preview.",
      keyboardAndScreen:
        'The h1 says the page was not found; the links onwards are reached with Tab; the header and footer stay.',
      contentRules: 'Text from the catalogue; short and friendly, with the way on.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on any address that leads nowhere, such as a mistyped link.',
    }),
    layout: 'fullscreen',
  },
});

export const NotFound = meta.story({ render: () => <SiteStory path="/404" /> });
