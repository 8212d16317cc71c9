import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, withBlocks } from '../test-support/stories';

/**
 * Links and files: blocks that lead elsewhere, on the site or outside it, or offer a download.
 *
 * **Accessibility**: links to other sites show the external-link arrow and say so to screen readers;
 * file links name the file type and size; every link text makes sense on its own.
 */
const meta = {
  title: 'Blocks/Links and files',
  component: FixtureBlock,
  // The raw CMS paragraph is the story's data, not something to edit: Controls show `priority` only.
  argTypes: { fixture: { table: { disable: true } } },
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A call to action with one button. **Editors fill in** title, intro, colour and an internal or
 * external link with its label.
 */
export const CallToAction: Story = { args: { fixture: p.call_to_action } };
/**
 * A call to action with two buttons: the first is the main action.
 */
export const CallToActionTwoButtons: Story = { args: { fixture: v.callToActionButtons } };
/**
 * A link to another site: it shows the external arrow (read out to screen readers) and opens in a new
 * tab. **Editors fill in** the address and its text.
 */
export const ExternalLink: Story = { args: { fixture: p.external_link } };
/**
 * A link to a page of this site. **Editors fill in** the page and the link text.
 */
export const InternalLink: Story = { args: { fixture: p.internal_link } };
/**
 * A list of links under a title. **Use** for related pages. **Editors fill in** title, intro, colour
 * and the links.
 */
export const LinkList: Story = { args: { fixture: p.link_list } };
/**
 * A link with a picture, as a card. **Editors fill in** the page, title and picture (with alt text).
 */
export const LinkWithImage: Story = { args: { fixture: p.link_with_image } };
/**
 * The homepage's link grid: labelled groups of links to the main sections.
 */
export const HomepageLinks: Story = { args: { fixture: p.home_link_grid } };
/**
 * A follow-on block: where to go next at the end of a page.
 */
export const FollowOn: Story = { args: { fixture: p.follow_on } };
/**
 * A file download. **Editors fill in** the file, its label and a description; type and size are shown.
 */
export const File: Story = { args: { fixture: p.file } };
/**
 * An audio file (podcast) with the browser's own player, which is keyboard operable.
 */
export const Audio: Story = { args: { fixture: p.audio } };
/**
 * A dementia-friendly organisation as a card with a link. **Editors fill in** the organisation's
 * page.
 */
export const Organisation: Story = { args: { fixture: p.organization } };
