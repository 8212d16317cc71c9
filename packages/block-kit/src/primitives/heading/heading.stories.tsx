import preview from '../../../../../.storybook/preview';
import { Heading } from './heading';

const meta = preview.meta({
  title: 'Foundations/Primitives/Heading',
  component: Heading,
  args: { level: 1, children: 'Wat is dementie?' },
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
