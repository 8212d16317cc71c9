import { useState } from 'react';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Button } from '../../primitives/button';
import { Confetti } from './confetti';

const meta = preview.meta({
  title: 'Widgets/Confetti',
  component: Confetti,
  args: { fire: 0 },
});

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
export const OnDemand = meta.story({ render: () => <Party /> });

/**
 * The toolbar's motion switch on 'Reduced motion' (the default): the button fires, and no confetti
 * canvas appears, as for a visitor who asked their phone for less motion.
 */
export const UnderReducedMotion = meta.story({
  render: () => <Party />,
  globals: { motion: 'reduce' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nog een keer feest!' }));
    await expect(canvasElement.ownerDocument.querySelector('canvas.bk-confetti')).toBeNull();
  },
});
