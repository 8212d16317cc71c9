import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { SpecialEndCta } from './special-end-cta';

const meta = {
  title: 'Widgets/Special end call to action',
  component: SpecialEndCta,
  args: { ...fixtureBlock('special_end_cta', 'specialEndCta') },
} satisfies Meta<typeof SpecialEndCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
