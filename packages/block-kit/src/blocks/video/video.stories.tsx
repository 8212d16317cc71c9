import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Media' docs page, described in `image/image.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Media',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Video',
      whenToUse:
        'A video from YouTube, Vimeo or the broadcaster (NPO) that shows what text cannot: a person, a situation, a short explanation.',
      whenNotToUse:
        "Not for information a visitor must be able to read (some visitors never allow the host's cookies), and not without subtitles.",
      keyboardAndScreen:
        "Before marketing consent a placeholder with a button to the cookie choice (reached with Tab). After consent the host's player in a frame named by the video's title; its own keys work inside it.",
      contentRules:
        'A title up to 60 characters that says what the video shows and its length. Videos with subtitles; under five minutes where possible.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Wat is dementie? (/wat-is-dementie, YouTube), Omgaan met dementie (/omgaan-met-dementie, Vimeo) and the campaign Doe normaal (/campagnes/doe-normaal, NPO).',
    }),
  },
});

/**
 * A video (YouTube, Vimeo or the broadcaster): before marketing consent it shows a placeholder with
 * the way to the cookie choice. **Editors fill in** the video address and title.
 */
export const Video = meta.story({ args: { fixture: p.video } });
