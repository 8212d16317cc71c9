import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Portraits } from './portraits';

/**
 * People with a role and a quote.
 *
 * **When to use**: introducing the people behind a programme or experience stories.
 *
 * **Editors fill in**: per person the portrait (alt text), name, role and quote.
 *
 * **Accessibility**: the quote is a blockquote tied to the person.
 */
const meta = preview.meta({
  title: 'Widgets/Portraits',
  component: Portraits,
  args: { ...fixtureBlock('portraits', 'portraits') },
});

export const Default = meta.story({});
