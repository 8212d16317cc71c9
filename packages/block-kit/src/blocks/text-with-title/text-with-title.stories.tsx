import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Text blocks: the running text of a page, as editors place it in the CMS (spec 2 §2.5). Each story is
 * one paragraph type mapped from its CMS fixture and drawn by the block renderer.
 */
const meta = preview.meta({
  title: 'Blocks/Text',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Text with title',
      whenToUse: 'Most running text: a title and rich text (paragraphs, lists, links, headings).',
      whenNotToUse:
        'Not for a page introduction (use the introduction), an aside (use a frame), or a quote (use the quote).',
      keyboardAndScreen:
        'The title is an h2 in the page outline; links in the text are reached with Tab and named by their text. Text stays within the reading measure.',
      contentRules:
        'Title up to 60 characters; paragraphs of up to five sentences; B1 Dutch; lists for three or more parallel points.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on nearly every content page, such as Contact (/contact), Agenda (/agenda) and the campaign pages.',
    }),
  },
});

/**
 * Text with a title. **Use** for most running text. **Editors fill in** the title and the body (rich
 * text).
 */
export const TextWithTitle = meta.story({ args: { fixture: p.text_with_title } });
