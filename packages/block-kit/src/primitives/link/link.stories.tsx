import preview from '../../../../../.storybook/preview';
import { Link } from './link';

const meta = preview.meta({
  title: 'Foundations/Primitives/Link',
  component: Link,
  args: { href: '/nieuws', children: 'Lees het laatste nieuws' },
});

export const Internal = meta.story({});

export const External = meta.story({
  args: { href: 'https://www.alzheimer-nederland.nl/', children: 'Alzheimer Nederland' },
});

export const InText = meta.story({
  render: () => (
    <p>
      Meer weten? Kijk op de <Link href="/dementie">pagina over dementie</Link> of bij{' '}
      <Link href="https://www.rijksoverheid.nl/">de Rijksoverheid</Link>.
    </p>
  ),
});
