import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { Link } from './link';

const meta = preview.meta({
  title: 'Foundations/Primitives/Link',
  component: Link,
  args: { href: '/nieuws', children: 'Lees het laatste nieuws' },
  parameters: {
    guidance: guidance({
      whenToUse: 'A link in running text or on its own, to a page of this site or another site.',
      whenNotToUse:
        'Not for an action on the page (use a button), and not as the main call to action (use a ButtonLink).',
      keyboardAndScreen:
        "Tab reaches it and Enter follows it; it is underlined, so colour is not the only sign. A link to another site shows an arrow (hidden from screen readers) and says '(opent een andere website)'.",
      contentRules:
        "A link text that makes sense on its own and names its destination, up to 60 characters; never 'hier' or a bare address.",
      brands: 'All three brands (dementie, dementievriendelijk, alzheimer): on every page.',
    }),
  },
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
