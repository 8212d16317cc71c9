import { useState } from 'react';
import preview from '../../../../../.storybook/preview';
import { Button } from '../../primitives/button';
import { Modal } from './modal';

/**
 * The accessible modal: title, text, a primary and a secondary action and 'Sluit'.
 *
 * **When to use**: confirming a choice or showing a short message that needs an answer; never for content
 * a visitor must be able to find again.
 *
 * **Editors fill in**: the title, text and action labels (in the screens that use it).
 *
 * **Accessibility**: focus moves into the dialog and returns on close; Escape and the backdrop close it;
 * no animation under reduced motion.
 */
const meta = preview.meta({
  title: 'Widgets/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: () => undefined,
    title: 'Wat is dementie?',
    children: <p>Dementie is een verzamelnaam voor ziekten waarbij de hersenen steeds minder goed werken.</p>,
    primaryAction: { label: 'Lees verder', onClick: () => undefined },
    secondaryAction: { label: 'Niet nu', onClick: () => undefined },
  },
});

export const Open = meta.story({});

export const TextOnly = meta.story({ args: { primaryAction: undefined, secondaryAction: undefined } });

function WithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open de uitleg</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Uitleg">
        <p>Sluit met Escape, met de knop Sluit of door naast het venster te klikken.</p>
      </Modal>
    </>
  );
}

export const Closed = meta.story({ render: () => <WithOpener /> });
