import { paragraphFixtures as p, paragraphFixtureVariants as v } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureBlock, withBlocks } from '../test-support/stories';

const meta = {
  title: 'Blocks/Text',
  component: FixtureBlock,
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextWithTitle: Story = { args: { fixture: p.text_with_title } };
export const TextSplitColumns: Story = { args: { fixture: p.text_split_columns } };
export const TextTwoColumns: Story = { args: { fixture: p.text_two_coulmns } };
export const Html: Story = { args: { fixture: p.html } };
export const UnknownBundle: Story = { args: { fixture: { type: 'webform', id: 1 } } };
export const Introduction: Story = { args: { fixture: p.introduction } };
export const Frame: Story = { args: { fixture: p.frame } };
export const QuoteLeft: Story = { args: { fixture: p.quote } };
export const QuoteRightHalfWidth: Story = { args: { fixture: v.quoteRight } };
export const QuoteFullScreen: Story = { args: { fixture: v.quoteFullScreen } };
export const CentralisedBlock: Story = { args: { fixture: p.centralised_building_block } };
export const InvalidParagraph: Story = { args: { fixture: { type: 'quote', field_body: 'kapot' } } };
