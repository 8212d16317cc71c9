import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Portraits } from './portraits';

/**
 * People with a role and a quote.
 *
 * **Editors fill in**: per person the portrait (alt text), name, role and quote.
 */
const meta = preview.meta({
  title: 'Widgets/Portraits',
  component: Portraits,
  args: { ...fixtureBlock('portraits', 'portraits') },
  parameters: {
    guidance: guidance({
      whenToUse:
        'Introducing the people behind a programme or experience stories: each with a portrait, name, role and a short quote.',
      whenNotToUse:
        'Not for one person (use the quote block), nor for a team list without quotes (use text).',
      keyboardAndScreen:
        'Each person is a figure in a list; the quote is a blockquote and the name and role are its caption, read together. No focus.',
      contentRules:
        'Two to six people; portraits square with the name as alt text or decorative; quotes up to 150 characters; roles up to 40 characters.',
      brands: 'dementievriendelijk: on Over ons (/over-ons). Not used on dementie or alzheimer today.',
    }),
  },
});

export const Default = meta.story({});
