import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Links and files: blocks that lead elsewhere, on the site or outside it, or offer a download.
 *
 * **Accessibility**: links to other sites show the external-link arrow and say so to screen readers;
 * file links name the file type and size; every link text makes sense on its own.
 */
const meta = preview.meta({ title: 'Blocks/Links and files', component: FixtureBlock, ...fixtureStoryMeta });

/**
 * A call to action with one button. **Editors fill in** title, intro, colour and an internal or
 * external link with its label.
 */
export const CallToAction = meta.story({ args: { fixture: p.call_to_action } });
/**
 * A call to action with two buttons: the first is the main action.
 */
export const CallToActionTwoButtons = meta.story({ args: { fixture: v.callToActionButtons } });
