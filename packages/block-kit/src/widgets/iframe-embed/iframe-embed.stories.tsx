import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { REFUSED, withConsent } from '../test-support/story-consent';
import { IframeEmbed } from './iframe-embed';

/**
 * A quiz or interactive embed.
 *
 * **When to use**: a quiz or interactive tool from a partner.
 *
 * **Editors fill in**: the embed address and its title.
 *
 * **Accessibility**: the frame has a title; embeds other than the riddle quiz load only after marketing
 * consent and say so until then.
 */
const meta = preview.meta({
  title: 'Widgets/Iframe embed',
  component: IframeEmbed,
  args: fixtureBlock('iframeInteractive', 'iframeEmbed'),
  decorators: [withConsent(REFUSED)],
});

/** An interactive embed waits for marketing consent. */
export const InteractiveWithoutConsent = meta.story({});

/** Spotify waits too, and is 200 px high once allowed. */
export const SpotifyWithoutConsent = meta.story({ args: fixtureBlock('iframeSpotify', 'iframeEmbed') });
