import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Timeline } from './timeline';

/**
 * Moments in order along a line.
 *
 * **Editors fill in**: per moment the date or label, title and text.
 */
const meta = preview.meta({
  title: 'Widgets/Timeline',
  component: Timeline,
  args: { ...fixtureBlock('timeline', 'timeline') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'A history or a course of events in order along a line: the story of the initiative, the stages of a process.',
      whenNotToUse:
        'Not for events in the future with places and times (use the agenda), nor for steps a visitor takes (use the visual explanation).',
      keyboardAndScreen:
        "An ordered list named by its title (or 'Tijdlijn'), so a screen reader reads the number of moments; each moment has a heading; the line is decoration.",
      contentRules:
        'Three to ten moments, each with a date or label, a title up to 50 characters and a text up to 200 characters. Figures in it must agree with the rest of the site.',
      brands:
        'dementievriendelijk: on Over ons (/over-ons), the story of the initiative. Not used on dementie or alzheimer today.',
    }),
  },
});

export const Default = meta.story({});
