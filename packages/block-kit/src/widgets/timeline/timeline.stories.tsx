import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureBlock } from '../test-support/fixtures';
import { Timeline } from './timeline';

const meta = {
  title: 'Widgets/Timeline',
  component: Timeline,
  args: { ...fixtureBlock('timeline', 'timeline') },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
