import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { AgendaItems } from './agenda';

/**
 * Agenda cards: events with dates, place, labels and a button; a 'more' button folds open the rest.
 *
 * **When to use**: an event list, such as meetings or training days near the visitor.
 *
 * **Editors fill in**: per item the title, text, start and end date, icon, labels, location and button;
 * how many show at first.
 *
 * **Accessibility**: dates are written out in Dutch; the more-button is a real button; the extra items
 * fold open without motion under reduced motion.
 */
const meta = preview.meta({
  title: 'Widgets/Agenda items',
  component: AgendaItems,
  args: fixtureBlock('agenda', 'agenda'),
});

/** More items than shown: 'Bekijk meer'. */
export const WithMoreButton = meta.story({});

export const Expanded = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bekijk meer' }));
  },
});

/** Everything fits: no more-button. */
export const Short = meta.story({ args: fixtureBlock('agendaShort', 'agenda') });

/** No events: the block leaves itself out, no lone heading above an empty space. */
export const Empty = meta.story({
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-agenda')).toBeNull();
  },
});
