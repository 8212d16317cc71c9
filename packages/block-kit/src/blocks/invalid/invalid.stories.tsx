import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Text' docs page, described in `text-with-title/text-with-title.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Text',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Invalid block notice',
      whenToUse:
        "Nothing to choose: when a paragraph's data does not match its type, the renderer shows this note in Storybook and the editors' preview, so a broken block is found.",
      whenNotToUse:
        'Never as content. On the live sites the broken block renders nothing, so one bad block never breaks the page for a visitor.',
      keyboardAndScreen:
        'A paragraph with role note; it takes no focus. A screen reader reads the kind of the broken block.',
      contentRules:
        "No content of its own: the text comes from the catalogue. Fix the block's data in the CMS when it shows.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): visitors never meet it; editors see it only in the preview of a page with a broken block.',
    }),
  },
});

/**
 * A paragraph whose data does not match its type renders nothing, so a broken block never breaks the
 * page.
 */
export const InvalidParagraph = meta.story({ args: { fixture: { type: 'quote', field_body: 'kapot' } } });
