import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, withBlocks } from '../test-support/stories';

/**
 * Text blocks: the running text of a page, as editors place it in the CMS (spec 2 §2.5). Each story is
 * one paragraph type mapped from its CMS fixture and drawn by the block renderer.
 *
 * **Accessibility**: headings keep the page's outline (a block's title is an h2); text stays within the
 * reading measure; quotes are marked up as `blockquote` with the author in a `figcaption`.
 */
const meta = {
  title: 'Blocks/Text',
  component: FixtureBlock,
  // The raw CMS paragraph is the story's data, not something to edit: Controls show `priority` only.
  argTypes: { fixture: { table: { disable: true } } },
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Text with a title. **Use** for most running text. **Editors fill in** the title and the body (rich
 * text).
 */
export const TextWithTitle: Story = { args: { fixture: p.text_with_title } };
/**
 * Text split into columns. **Use** when two parts belong side by side (for example a question and its
 * answer). **Editors fill in** the text of each column; on a phone the columns stack.
 */
export const TextSplitColumns: Story = { args: { fixture: p.text_split_columns } };
/**
 * Two text columns. **Use** for two short texts of equal weight. **Editors fill in** both columns; on
 * a phone they stack.
 */
export const TextTwoColumns: Story = { args: { fixture: p.text_two_coulmns } };
/**
 * Free HTML. **Use** only when no other block fits. **Editors fill in** the HTML; it is sanitised, and
 * the editor must keep headings and links accessible themselves.
 */
export const Html: Story = { args: { fixture: p.html } };
/**
 * A CMS paragraph type with no mapping becomes an html block that says so (spec 2 §2.5), so editors
 * see what is missing.
 */
export const UnknownBundle: Story = { args: { fixture: { type: 'webform', id: 1 } } };
/**
 * The page introduction. **Use** once, at the top of a page, to say in one or two sentences what the
 * page is about. **Editors fill in** the intro text.
 */
export const Introduction: Story = { args: { fixture: p.introduction } };
/**
 * A frame (kader): text with an optional picture in a coloured box. **Use** to set a tip or aside
 * apart. **Editors fill in** title, body and optional media.
 */
export const Frame: Story = { args: { fixture: p.frame } };
/**
 * A quote. **Use** for a personal statement from an experience story. **Editors fill in** the quote,
 * the author, an optional portrait and the position (left or right).
 */
export const QuoteLeft: Story = { args: { fixture: p.quote } };
/**
 * A quote on the right at half width.
 */
export const QuoteRightHalfWidth: Story = { args: { fixture: v.quoteRight } };
/**
 * A quote over the full width of the screen, for a strong statement once per page.
 */
export const QuoteFullScreen: Story = { args: { fixture: v.quoteFullScreen } };
/**
 * A centralised building block: a block kept in one place in the CMS and reused on many pages.
 * **Editors fill in** the choice of block.
 */
export const CentralisedBlock: Story = { args: { fixture: p.centralised_building_block } };
/**
 * A paragraph whose data does not match its type renders nothing, so a broken block never breaks the
 * page.
 */
export const InvalidParagraph: Story = { args: { fixture: { type: 'quote', field_body: 'kapot' } } };
