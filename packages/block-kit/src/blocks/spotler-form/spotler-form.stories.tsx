import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta, withBlockData } from '../test-support/stories';

// On the 'Blocks/Interactive' docs page, described in `expandable/expandable.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Newsletter form (mailing provider)',
      whenToUse:
        "To place the newsletter sign-up on a page: the site's own sign-up form, or the mailing provider's form when the site has one configured.",
      whenNotToUse:
        'Not in the footer (the footer has its own sign-up), not twice on a page, and not for other forms.',
      keyboardAndScreen:
        "The field has a visible label; Tab goes to the field and the button; an error is an alert and marks the field invalid, the result is a status message. The provider's form loads only after marketing consent and says so until then.",
      contentRules:
        "An optional title up to 50 characters; the other texts come from the catalogue. Editors give the provider's form and script id.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Nieuwsbrief (/nieuwsbrief); dementievriendelijk also on Dementievriendelijke organisatie (/dementievriendelijke-organisatie).',
    }),
  },
});

/**
 * The newsletter form of the mailing provider, when the site has no provider set: nothing loads.
 */
export const SpotlerFormWithoutProvider = meta.story({ args: { fixture: p.spotler_form } });
/**
 * The newsletter form of the mailing provider: its script is loaded by form id. **Editors fill in**
 * the form and script id.
 */
export const SpotlerFormConfigured = meta.story({
  args: { fixture: p.spotler_form },
  decorators: [withBlockData({ newsletterScriptSrc: (id) => `https://forms.example/${id}.js` })],
});
