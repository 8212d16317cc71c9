import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { REFUSED, withConsent } from '../test-support/story-consent';
import { IframeEmbed } from './iframe-embed';

/**
 * A quiz or interactive embed.
 *
 * **Editors fill in**: the embed address and its title.
 */
const meta = preview.meta({
  title: 'Widgets/Iframe embed',
  component: IframeEmbed,
  args: fixtureBlock('iframeInteractive', 'iframeEmbed'),
  decorators: [withConsent(REFUSED)],
  parameters: {
    guidance: guidance({
      whenToUse:
        'A quiz or interactive tool from a partner, embedded in the page (a Riddle quiz, a map, a podcast player).',
      whenNotToUse:
        'Not for a video (use the video block) or for content we could write ourselves: an embed is harder to make accessible and depends on the partner.',
      keyboardAndScreen:
        "The frame has a title, so a screen reader names it; inside, the partner's own keys apply. Embeds other than a Riddle quiz load only after marketing consent; until then a message and a button to the cookie choice, reached with Tab.",
      contentRules:
        'A title up to 60 characters that says what the embed is. Check the partner tool for keyboard use and contrast before placing it.',
      brands: 'dementie and alzheimer: on Agenda (/agenda). Not used on dementievriendelijk today.',
    }),
  },
});

/** An interactive embed waits for marketing consent. */
export const InteractiveWithoutConsent = meta.story({});

/** Spotify waits too, and is 200 px high once allowed. */
export const SpotifyWithoutConsent = meta.story({ args: fixtureBlock('iframeSpotify', 'iframeEmbed') });
