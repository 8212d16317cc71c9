import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Banners } from './banners';

/**
 * Three banners plus the fixed memory-test banner.
 *
 * **Editors fill in**: three banners (title, text, link, picture); the memory-test banner is the same
 * everywhere and comes from the catalogue.
 */
const meta = preview.meta({
  title: 'Widgets/Banners',
  component: Banners,
  args: { ...fixtureBlock('banners', 'banners') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'At the end of a section page, three equal next steps as picture banners, with the memory-test banner beside them.',
      whenNotToUse:
        'Not for fewer or more than three banners, not for a main action (use a call to action), and not on a page where the memory test does not fit.',
      keyboardAndScreen:
        'Each banner is one link, reached with Tab and named by its title; the memory-test banner is named by its own title. The banners are a list, so a screen reader says how many.',
      contentRules:
        'Exactly three banners: titles up to 40 characters, texts up to 100 characters, pictures landscape 3:2. The memory-test banner comes from the catalogue.',
      brands: 'All three brands (dementie, dementievriendelijk, alzheimer): on Campagnes (/campagnes).',
    }),
  },
});

export const Default = meta.story({});
