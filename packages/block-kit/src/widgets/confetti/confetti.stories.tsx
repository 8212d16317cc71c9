import { useState } from 'react';
import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { Button } from '../../primitives/button';
import { Confetti } from './confetti';

const meta = preview.meta({
  title: 'Widgets/Confetti',
  component: Confetti,
  args: { fire: 0 },
  parameters: {
    guidance: guidance({
      whenToUse:
        "A short celebration when a visitor reaches something: the certificate ('Nog een keer feest!') or the end of a campaign with the special end call to action.",
      whenNotToUse:
        'Never for ordinary actions or on a page that loads, and never as the only sign of success: the text must say it. It does not fire under reduced motion.',
      keyboardAndScreen:
        'Purely decorative: the canvas is hidden from screen readers and takes no focus. With reduced motion nothing is drawn at all.',
      contentRules: 'No content: the text beside it carries the message. Fire it at most once per view.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on the certificate page (/jouw-resultaat/...) and at the end of the campaign Doe normaal (/campagnes/doe-normaal).',
    }),
  },
});

function Party() {
  const [count, setCount] = useState(0);
  // The confetti's area is its positioned parent: the pieces fly inside it, behind its content.
  return (
    <div style={{ position: 'relative', isolation: 'isolate', minBlockSize: '20rem', padding: '1rem' }}>
      <Button onClick={() => setCount((n) => n + 1)}>Nog een keer feest!</Button>
      <Confetti fire={count} />
    </div>
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
