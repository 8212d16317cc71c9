import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { IconGrid } from './icon-grid';

/**
 * Icons from the icon map with a title, text and link.
 *
 * **When to use**: a few themes or steps, each with a recognisable icon.
 *
 * **Editors fill in**: per item the icon (from the icon map), title, text and link.
 *
 * **Accessibility**: the icons are decorative; the title carries the meaning.
 */
const meta = preview.meta({
  title: 'Widgets/Icon grid',
  component: IconGrid,
  args: { ...fixtureBlock('icon_grid', 'iconGrid') },
});

export const Default = meta.story({});
