import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { fixtureBlock } from '../test-support/fixtures';
import { Bookcase } from './bookcase';

const bookcase = fixtureBlock('bookcase', 'bookcase');

/**
 * A bookcase of four columns; a book opens in a detail modal. Default title 'Onze selectie'.
 *
 * **Editors fill in**: the title and the books (cover with alt text, title, author, description, link).
 */
const meta = preview.meta({
  title: 'Widgets/Bookcase',
  component: Bookcase,
  args: { ...bookcase, selectedSlug: null, onSelect: () => undefined },
  parameters: {
    guidance: guidance({
      whenToUse:
        'A selection of books or brochures to read or order, shown as covers on a shelf; a book opens in a detail window with its description and a link.',
      whenNotToUse:
        'Not for documents to download (use the file block) or for a long catalogue to search: the bookcase shows a chosen selection.',
      keyboardAndScreen:
        "Each book is a button that Tab reaches and Enter opens; the detail is a modal dialog: focus moves into it, Escape or 'Sluit' closes it and focus returns to the book. A book's detail has its own address, so a link can open it.",
      contentRules:
        'Eight to sixteen books; covers portrait 2:3 with the title as alt text; titles up to 60 characters; a description of up to 80 words; an author and a link to read or order.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on Boeken over dementie (/boeken-over-dementie), from the menu Over dementie.',
    }),
  },
});

/** Default title 'Onze selectie', 4 columns. */
export const Shelf = meta.story({});

/** Opened through the `item` query value. */
export const DetailOpen = meta.story({ args: { selectedSlug: bookcase.items[0]?.slug ?? null } });
