import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Bookcase } from './bookcase';

const bookcase = fixtureBlock('bookcase', 'bookcase');

/**
 * A bookcase of four columns; a book opens in a detail modal. Default title 'Onze selectie'.
 *
 * **When to use**: a selection of books or brochures to read or order.
 *
 * **Editors fill in**: the title and the books (cover with alt text, title, author, description, link).
 *
 * **Accessibility**: the detail is a modal dialog: focus moves in, Escape closes, focus returns to the
 * book.
 */
const meta = preview.meta({
  title: 'Widgets/Bookcase',
  component: Bookcase,
  args: { ...bookcase, selectedSlug: null, onSelect: () => undefined },
});

/** Default title 'Onze selectie', 4 columns. */
export const Shelf = meta.story({});

/** Opened through the `item` query value. */
export const DetailOpen = meta.story({ args: { selectedSlug: bookcase.items[0]?.slug ?? null } });
