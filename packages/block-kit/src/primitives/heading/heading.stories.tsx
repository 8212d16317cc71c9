import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { Heading } from './heading';

const meta = preview.meta({
  title: 'Foundations/Primitives/Heading',
  component: Heading,
  args: { level: 1, children: 'Wat is dementie?' },
  parameters: {
    guidance: guidance({
      whenToUse:
        'Every heading: its level keeps the outline of the page (one h1, then h2 for sections, h3 inside them); its size can be set apart from its level.',
      whenNotToUse:
        'Not to make text big or bold (use text styles) and not with levels skipped to get a smaller size: set the size instead.',
      keyboardAndScreen:
        "No focus; screen-reader users list and jump between headings by level, so the levels must follow the page's structure.",
      contentRules:
        'Short and specific: page titles up to 60 characters, section titles up to 50; B1 Dutch; no full stop.',
      brands: 'All three brands (dementie, dementievriendelijk, alzheimer): on every page.',
    }),
  },
});

export const AllLevels = meta.story({
  render: () => (
    <>
      <Heading level={1}>Wat is dementie?</Heading>
      <Heading level={2}>De eerste signalen</Heading>
      <Heading level={3}>Vergeetachtigheid</Heading>
      <Heading level={4}>Hulp in de buurt</Heading>
    </>
  ),
});

export const LevelApartFromSize = meta.story({
  args: { level: 2, size: 's', children: 'Kleine kop, niveau 2' },
});
