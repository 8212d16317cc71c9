import preview from '../../../../.storybook/preview';
import { SiteStory } from '../testing/site-story';
import { NotFoundScreen } from './not-found';

/** Spec 1 §2: the page for an address that does not exist, with links onwards. */
const meta = preview.meta({
  title: 'Site screens/Not found',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
});

export const NotFound = meta.story({ render: () => <SiteStory path="/404" /> });
