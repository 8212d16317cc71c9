import preview from '../../../../../.storybook/preview';
import { TextArea, TextInput } from './text-input';

const meta = preview.meta({
  title: 'Foundations/Primitives/Text input',
  component: TextInput,
  args: { label: 'Voornaam' },
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
