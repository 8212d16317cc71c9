import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { ImportantLinks } from './important-links';

/**
 * A short list of important links; external ones are marked.
 *
 * **When to use**: a handful of must-have links (helpline, contact, first steps).
 *
 * **Editors fill in**: the title and the links.
 *
 * **Accessibility**: links to other sites say so to screen readers.
 */
const meta = preview.meta({
  title: 'Widgets/Important links',
  component: ImportantLinks,
  args: { ...fixtureBlock('important_links', 'importantLinks') },
});

export const Default = meta.story({});
