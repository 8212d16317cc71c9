import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ExpandableList } from './expandable-list';

/**
 * Expandables with a 'show all' toggle past the first few.
 *
 * **When to use**: a longer list of questions and answers.
 *
 * **Editors fill in**: the title, the items (question and answer) and how many show at first.
 *
 * **Accessibility**: each item is a native disclosure (keyboard and screen reader ready); no animation
 * under reduced motion; printing opens all.
 */
const meta = preview.meta({
  title: 'Widgets/Expandable list',
  component: ExpandableList,
  args: { ...fixtureBlock('expandable_list', 'expandableList') },
});

export const Default = meta.story({});

export const ShowAll = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toon alles' }));
  },
});
