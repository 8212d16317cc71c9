import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { SiteStory } from '../../testing/site-story';
import { TrainingOfflineScreen } from './training-exits';
import { OFFLINE_PATH } from './training-paths';

/**
 * Spec 3 §2: the page a training leads to when it cannot go on (no connection, a fatal error), with
 * the site's header and footer, a way to try the training again and a way back.
 */
const meta = preview.meta({
  title: 'Site screens/Training offline',
  component: TrainingOfflineScreen,
  parameters: { layout: 'fullscreen' },
});

export const TrainingOffline = meta.story({
  render: () => <SiteStory path={`${OFFLINE_PATH}?training=3&startingPageUrl=/trainingen`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeVisible();
  },
});
