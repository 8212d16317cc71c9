import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { SpecialIconGrid } from './special-icon-grid';

/**
 * Campaign icons with a title and text.
 *
 * **When to use**: a campaign's key messages with its own icons.
 *
 * **Editors fill in**: per item the icon (SVG; empty alt when decorative), title and text.
 *
 * **Accessibility**: decorative icons are hidden from screen readers.
 */
const meta = preview.meta({
  title: 'Widgets/Special icon grid',
  component: SpecialIconGrid,
  args: { ...fixtureBlock('special_icon_grid', 'specialIconGrid') },
});

export const Default = meta.story({});
