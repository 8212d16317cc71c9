import type { Block } from '@dementie/cms-model';
import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import { BlockRenderer } from './block-renderer';
import { FixtureBlock, fixtureStoryMeta } from './test-support/stories';

// On the 'Blocks/Interactive' docs page, described in `expandable/expandable.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'No renderer notice',
      whenToUse:
        "Nothing to choose: the renderer shows this note by itself in Storybook and the editors' preview when a page holds a block kind the kit cannot draw, so a missing block is seen in review.",
      whenNotToUse:
        'Never place it on purpose and never treat it as content. On the live sites (production mode) the block is left out silently and logged, so visitors never see this note.',
      keyboardAndScreen:
        'A plain paragraph with role note: reached by reading, not by Tab (it holds no link or button). A screen reader reads it as a note with the unknown kind named in it.',
      contentRules:
        'No content of its own: the text comes from the catalogue and names the missing kind. When it shows, add a renderer to the kit or take the block off the page; never leave it for a visitor.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): visitors never meet it; editors see it in the preview of a page with an unknown block, and makers on the kitchen-sink page /alle-bouwstenen.',
    }),
  },
});

/**
 * A block kind with no renderer says so (spec 2 §2.5), so a missing block shows up in review.
 */
export const NoRendererNotice = meta.story({
  args: { fixture: null },
  render: () => <BlockRenderer block={{ kind: 'mystery' } as unknown as Block} />,
});
