import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteStory } from '../testing/site-story';
import { NotFoundScreen } from './not-found';

/** Spec 1 §2: the page for an address that does not exist, with links onwards. */
const meta = {
  title: 'Site screens/Not found',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { render: () => <SiteStory path="/404" /> };
