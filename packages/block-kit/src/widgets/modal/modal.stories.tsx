import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../primitives/button';
import { Modal } from './modal';

const meta = {
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
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const TextOnly: Story = { args: { primaryAction: undefined, secondaryAction: undefined } };

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

export const Closed: Story = { render: () => <WithOpener /> };
