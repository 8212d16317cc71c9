import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, withBlocks } from '../test-support/stories';

const meta = {
  title: 'Blocks/Links and files',
  component: FixtureBlock,
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CallToAction: Story = { args: { fixture: p.call_to_action } };
export const CallToActionTwoButtons: Story = { args: { fixture: v.callToActionButtons } };
export const ExternalLink: Story = { args: { fixture: p.external_link } };
export const InternalLink: Story = { args: { fixture: p.internal_link } };
export const LinkList: Story = { args: { fixture: p.link_list } };
export const LinkWithImage: Story = { args: { fixture: p.link_with_image } };
export const HomepageLinks: Story = { args: { fixture: p.home_link_grid } };
export const FollowOn: Story = { args: { fixture: p.follow_on } };
export const File: Story = { args: { fixture: p.file } };
export const Audio: Story = { args: { fixture: p.audio } };
export const Organisation: Story = { args: { fixture: p.organization } };
