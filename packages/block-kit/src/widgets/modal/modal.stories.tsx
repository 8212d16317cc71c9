import { useState } from 'react';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { Button } from '../../primitives/button';
import { Modal } from './modal';

/**
 * The accessible modal: title, text, a primary and a secondary action and 'Sluit'.
 *
 * **Editors fill in**: the title, text and action labels (in the screens that use it).
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
  parameters: {
    guidance: guidance({
      whenToUse:
        'To confirm a choice or give a short message that needs an answer before going on: deleting an account, leaving with unsaved edits.',
      whenNotToUse:
        'Never for content a visitor must be able to find again, for forms longer than a field or two, or for marketing.',
      keyboardAndScreen:
        "A modal dialog: focus moves in, Tab stays inside, Escape and 'Sluit' close it and focus returns to what opened it; the title names the dialog. No animation under reduced motion.",
      contentRules:
        "Title up to 40 characters, text up to three sentences, a primary and an optional secondary action with verbs ('Verwijder mijn account', 'Annuleren').",
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): in the account page (/account-gegevens, deleting the account), the bookcase's detail, the player's info window and the editors' pages.",
    }),
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
