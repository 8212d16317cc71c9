import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ExpandableList } from './expandable-list';

/**
 * Expandables with a 'show all' toggle past the first few.
 *
 * **Editors fill in**: the title, the items (question and answer) and how many show at first.
 */
const meta = preview.meta({
  title: 'Widgets/Expandable list',
  component: ExpandableList,
  args: { ...fixtureBlock('expandable_list', 'expandableList') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'A longer list of questions and answers or tips, with the first few shown and a toggle to show all.',
      whenNotToUse:
        'Not for a handful of items (use the expandable block), and not for content every visitor must read.',
      keyboardAndScreen:
        'Each item is a native details/summary: Tab reaches it, Enter or Space opens it, a screen reader says expanded or collapsed. The show-all toggle is a button with aria-expanded. No animation under reduced motion; printing opens all.',
      contentRules:
        'Five to twenty items; questions up to 80 characters, each answer different and up to 80 words. Show three to five at first.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Tips voor elke dag (/tips-voor-elke-dag).',
    }),
  },
});

export const Default = meta.story({});

export const ShowAll = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toon alles' }));
  },
});
