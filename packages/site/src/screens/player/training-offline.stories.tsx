import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      whenToUse:
        'The page a training leads to when it cannot go on (no connection, a fatal error), with the header and footer, a way to try again and a way back.',
      whenNotToUse:
        'Not for a training that is simply finished or closed, and not for pages other than the player.',
      keyboardAndScreen:
        "The h1 says what happened; 'Probeer het opnieuw' and the way back are reached with Tab.",
      contentRules: 'Text from the catalogue; calm and short, no technical terms.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /training-offline, reached from a training that lost its connection.',
    }),
    layout: 'fullscreen',
  },
});

export const TrainingOffline = meta.story({
  render: () => <SiteStory path={`${OFFLINE_PATH}?training=3&startingPageUrl=/trainingen`} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeVisible();
  },
});
