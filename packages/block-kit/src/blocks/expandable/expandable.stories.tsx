import { paragraphFixtures as p } from '@dementie/cms-model';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

/**
 * Interactive blocks: blocks that open, count or load their content (expandables, counters, trainings
 * overview, related content, the newsletter form).
 */
const meta = preview.meta({
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Expandable',
      whenToUse:
        'Questions and answers where a visitor needs only one answer: a short title for each item, the answer folded under it.',
      whenNotToUse:
        'Not for content every visitor must read (it stays hidden until opened), not for one single item (just write it out), and not for more than about ten items: then use the expandable list with its show-all toggle.',
      keyboardAndScreen:
        'Each item is a native details/summary: Tab reaches the question, Enter or Space opens and closes it, and a screen reader says whether it is expanded or collapsed. Each item has its own address, so a link can open it.',
      contentRules:
        'Questions up to 80 characters, written as the visitor would ask them; answers short, in B1 Dutch. Three to ten items. Printing opens all items.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Contact (/contact) and Wat is dementie? (/wat-is-dementie).',
    }),
  },
});

/**
 * An expandable (questions and answers). **Use** for a list of questions where a visitor needs only
 * one answer. **Editors fill in** title, intro and the items (label, title, text). Each item has its
 * own address, so a link can open it.
 */
export const Expandable = meta.story({
  args: { fixture: p.expandable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Is dementie erfelijk?'));
    await expect(canvasElement.querySelector('details#is-dementie-erfelijk')).toHaveAttribute('open');
  },
});
