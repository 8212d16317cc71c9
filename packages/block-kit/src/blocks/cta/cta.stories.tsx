import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Calls to action: blocks that invite the visitor to do one thing (start a training, read on, join).
 * Use one main call to action per screen height; more compete for attention.
 *
 * **Accessibility**: every button or link says where it goes ('Start de training', not 'Klik hier');
 * confetti is decorative and does not fire under reduced motion.
 */
const meta = preview.meta({ title: 'Blocks/Calls to action', component: FixtureBlock, ...fixtureStoryMeta });

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
