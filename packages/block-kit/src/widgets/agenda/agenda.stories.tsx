import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { AgendaItems } from './agenda';

/**
 * Agenda cards: events with dates, place, labels and a button; a 'more' button folds open the rest.
 *
 * **Editors fill in**: per item the title, text, start and end date, icon, labels, location and button;
 * how many show at first.
 */
const meta = preview.meta({
  title: 'Widgets/Agenda items',
  component: AgendaItems,
  args: fixtureBlock('agenda', 'agenda'),
  parameters: {
    guidance: guidance({
      whenToUse:
        'A list of coming events with date, time, place and labels: Alzheimer Cafés, talks, walks, training days near the visitor.',
      whenNotToUse:
        'Not for past events or news (use the news overview), not for one event (write a page for it), and not for dates without a place or time.',
      keyboardAndScreen:
        "Each event has a heading; dates and times are written out in Dutch. The 'Bekijk meer' button is a real button reached with Tab; it shows the rest of the list. Each event's button is a link named by its text.",
      contentRules:
        "Titles up to 70 characters, a text of one or two sentences, a place, up to three short labels ('Gratis', 'Zonder aanmelden'). Show three to six events at first. Take events off once they are past.",
      brands: 'dementie and alzheimer: on Agenda (/agenda), the list of Alzheimer Cafés, from the main menu.',
    }),
  },
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
