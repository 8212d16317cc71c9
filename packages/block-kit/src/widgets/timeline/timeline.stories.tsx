import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Timeline } from './timeline';

/**
 * Moments in order along a line.
 *
 * **When to use**: a history or a course of events (for example the stages of dementia).
 *
 * **Editors fill in**: per moment the date or label, title and text.
 *
 * **Accessibility**: the moments are an ordered list; the line is decoration.
 */
const meta = preview.meta({
  title: 'Widgets/Timeline',
  component: Timeline,
  args: { ...fixtureBlock('timeline', 'timeline') },
});

export const Default = meta.story({});
