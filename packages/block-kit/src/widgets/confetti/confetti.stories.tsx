import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../primitives/button';
import { Confetti } from './confetti';

const meta = {
  title: 'Widgets/Confetti',
  component: Confetti,
  args: { fire: 0 },
} satisfies Meta<typeof Confetti>;

export default meta;
type Story = StoryObj<typeof meta>;

function Party() {
  const [count, setCount] = useState(0);
  return (
    <>
      <Button onClick={() => setCount((n) => n + 1)}>Nog een keer feest!</Button>
      <Confetti fire={count} />
    </>
  );
}

/** Fires on the button; nothing happens under reduced motion. */
export const OnDemand: Story = { render: () => <Party /> };
