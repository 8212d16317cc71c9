import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Calls to action: blocks that invite the visitor to do one thing (start a training, read on, join).
 * Use one main call to action per screen height; more compete for attention.
 */
const meta = preview.meta({
  title: 'Blocks/Calls to action',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Spotlight and end call to action',
      whenToUse:
        'A spotlight points to one important page with a picture and one link; an end call to action closes a page with a primary and a secondary link (optionally with confetti, for a celebration).',
      whenNotToUse:
        'Not more than one spotlight per screen height, and one end call to action per page, at its end. For a campaign page use the special end call to action; for a choice between two paths use the double call to action.',
      keyboardAndScreen:
        'Links are reached with Tab and named by their text. Confetti is decorative: hidden from screen readers and never fired under reduced motion. Titles are headings in the page outline.',
      contentRules:
        'Title up to 50 characters, text up to three short sentences. Spotlight picture landscape (3:2 or 16:9) with alt text unless it is decorative. Link texts say where they lead, up to 25 characters.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Zorgen voor een ander (/mantelzorg) and the campaign Herken de signalen (/campagnes/herken-de-signalen).',
    }),
  },
});

/**
 * A spotlight followed by an end call to action. **Editors fill in** for each: title, text, media and
 * links.
 */
export const CtaSpotlightAndEnd = meta.story({ args: { fixture: p.cta } });
/**
 * A spotlight: a highlighted item with a picture and one link. **Use** to point to one important page.
 */
export const CtaSpotlight = meta.story({ args: { fixture: v.ctaSpotlightOnly } });
/**
 * A spotlight over the full width.
 */
export const CtaSpotlightFullWidth = meta.story({ args: { fixture: p.spotlight } });
/**
 * An end call to action at the bottom of a page, here with confetti (which does not fire under reduced
 * motion). **Editors fill in** title, intro, colour, primary and secondary link.
 */
export const CtaEndWithConfetti = meta.story({ args: { fixture: v.ctaEndOnly } });
