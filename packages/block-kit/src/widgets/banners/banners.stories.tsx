import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Banners } from './banners';

/**
 * Three banners plus the fixed memory-test banner.
 *
 * **When to use**: a page that ends in three equal next steps.
 *
 * **Editors fill in**: three banners (title, text, link, picture); the memory-test banner is the same
 * everywhere and comes from the catalogue.
 *
 * **Accessibility**: each banner is one link with a text that says where it goes.
 */
const meta = preview.meta({
  title: 'Widgets/Banners',
  component: Banners,
  args: { ...fixtureBlock('banners', 'banners') },
});

export const Default = meta.story({});
