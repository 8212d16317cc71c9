import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { SpecialEndCta } from './special-end-cta';

/**
 * The campaign's closing call to action; with confetti it celebrates once in view.
 *
 * **When to use**: the end of a campaign page.
 *
 * **Editors fill in**: the title, text, links and whether to show confetti.
 *
 * **Accessibility**: confetti is decorative and never fires under reduced motion.
 */
const meta = preview.meta({
  title: 'Widgets/Special end call to action',
  component: SpecialEndCta,
  args: { ...fixtureBlock('special_end_cta', 'specialEndCta') },
});

export const Default = meta.story({});
