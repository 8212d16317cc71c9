import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { TextArea, TextInput } from './text-input';

const meta = preview.meta({
  title: 'Foundations/Primitives/Text input',
  component: TextInput,
  args: { label: 'Voornaam' },
  parameters: {
    guidance: guidance({
      whenToUse:
        'A field for text the visitor types: a name, an e-mail address, a search term, a question (multi-line).',
      whenNotToUse:
        'Not for a choice from a fixed list (use a select or radio buttons), and not without a visible label: a placeholder is no label.',
      keyboardAndScreen:
        'Tab reaches it; the label is tied to the field and read with it, a hint is read after it (aria-describedby). Required fields carry required and aria-required; the asterisk is hidden from screen readers. An error is an alert tied to the field, which is then marked aria-invalid.',
      contentRules:
        "Labels up to 40 characters; a hint of one sentence with an example; an error that says how to fix it ('Vul een geldig e-mailadres in.'). Give the right type and autocomplete.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): in the login form (/login), the account page (/account-gegevens), the certificate form (/jouw-resultaat), search (/zoeken) and the newsletter sign-up.',
    }),
  },
});

export const Text = meta.story({});

export const Email = meta.story({ args: { label: 'E-mailadres', type: 'email', autoComplete: 'email' } });

export const Required = meta.story({ args: { label: 'Achternaam', required: true } });

export const WithHint = meta.story({
  args: { label: 'Telefoonnummer', type: 'tel', hint: 'Bijvoorbeeld 020 123 4567.' },
});

export const WithError = meta.story({
  args: {
    label: 'E-mailadres',
    type: 'email',
    required: true,
    defaultValue: 'jan@',
    error: 'Vul een geldig e-mailadres in.',
  },
});

export const Search = meta.story({ args: { label: 'Zoekterm', type: 'search' } });

export const Numeric = meta.story({ args: { label: 'Aantal deelnemers', type: 'numeric' } });

export const MultiLine = meta.story({
  render: () => <TextArea label="Je vraag" required hint="Schrijf zo duidelijk mogelijk." />,
});
