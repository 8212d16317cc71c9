import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { LogoWall } from './logo-wall';

/**
 * A wall of partner logos (mini grid).
 *
 * **When to use**: partners or funders.
 *
 * **Editors fill in**: per logo the picture with alt text (the organisation's name) and an optional link.
 *
 * **Accessibility**: a linked logo is named by its alt text, so the alt text must be the name, not 'logo'.
 */
const meta = preview.meta({
  title: 'Widgets/Logo wall',
  component: LogoWall,
  args: { ...fixtureBlock('mini_grid', 'miniGrid') },
});

export const Default = meta.story({});
