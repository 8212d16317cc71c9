import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { PreFooterCta } from './pre-footer-cta';

/**
 * The call to action just above the footer.
 *
 * **When to use**: the page's closing invitation, once per page.
 *
 * **Editors fill in**: the title, text and link.
 *
 * **Accessibility**: the link text says where it goes.
 */
const meta = preview.meta({
  title: 'Widgets/Pre-footer call to action',
  component: PreFooterCta,
  args: { ...fixtureBlock('pre_footer_cta', 'preFooterCta') },
});

export const Default = meta.story({});
