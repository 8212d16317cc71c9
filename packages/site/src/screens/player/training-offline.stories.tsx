import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteStory } from '../../testing/site-story';
import { OFFLINE_PATH, TrainingOfflineScreen } from './training-exits';

/**
 * Spec 3 §2: the page a training leads to when it cannot go on (no connection, a fatal error), with
 * the site's header and footer, a way to try the training again and a way back.
 */
const meta = {
  title: 'Site screens/Training offline',
  component: TrainingOfflineScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrainingOfflineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrainingOffline: Story = {
  render: () => <SiteStory path={`${OFFLINE_PATH}?training=3&startingPageUrl=/trainingen`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};
