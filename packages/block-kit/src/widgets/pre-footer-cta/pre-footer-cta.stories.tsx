import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { PreFooterCta } from './pre-footer-cta';

const meta = {
  title: 'Widgets/Pre-footer call to action',
  component: PreFooterCta,
  args: { ...fixtureBlock('pre_footer_cta', 'preFooterCta') },
} satisfies Meta<typeof PreFooterCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
