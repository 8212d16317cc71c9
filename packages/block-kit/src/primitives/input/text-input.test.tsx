import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../test-support/render';
import { inputModeFor } from './input-mode';
import { TextArea, TextInput } from './text-input';

function ControlledEmail({ onSeen }: { onSeen: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Controlled"
      type="email"
      value={value}
      onValueChange={(next) => {
        onSeen(next);
        setValue(next);
      }}
    />
  );
}

describe('TextInput', { timeout: 30_000 }, () => {
  it('sets the input mode from the type (spec 2 §5)', async () => {
    const { container } = renderWithI18n(
      <>
        <TextInput label="E-mailadres" type="email" />
        <TextInput label="Telefoon" type="tel" />
        <TextInput label="Zoekterm" type="search" />
        <TextInput label="Postcode cijfers" type="numeric" />
        <TextInput label="Naam" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAttribute('inputmode', 'email');
    expect(screen.getByRole('textbox', { name: 'Telefoon' })).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('searchbox', { name: 'Zoekterm' })).toHaveAttribute('inputmode', 'search');
    const numeric = screen.getByRole('textbox', { name: 'Postcode cijfers' });
    expect(numeric).toHaveAttribute('inputmode', 'numeric');
    expect(numeric).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveAttribute('inputmode', 'text');
    expect(inputModeFor('password')).toBe('text');
    await expectNoAxeViolations(container);
  });

  it('strips every space from an e-mail address as it is typed, controlled or not', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    renderWithI18n(
      <>
        <ControlledEmail onSeen={seen} />
        <TextInput label="Vrij" type="email" />
        <TextInput label="Naam" />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Controlled' }), ' jan @ voorbeeld .nl ');
    expect(screen.getByRole('textbox', { name: 'Controlled' })).toHaveValue('jan@voorbeeld.nl');
    expect(seen).not.toHaveBeenCalledWith(expect.stringContaining(' '));
    await user.type(screen.getByRole('textbox', { name: 'Vrij' }), 'a b@c');
    expect(screen.getByRole('textbox', { name: 'Vrij' })).toHaveValue('ab@c');
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Jan de Vries');
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Jan de Vries');
  });

  it('flags a required field with required, aria-required and an asterisk titled Verplicht', async () => {
    const { container } = renderWithI18n(<TextInput label="Voornaam" required />);
    const input = screen.getByRole('textbox', { name: 'Voornaam' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByTitle('Verplicht')).toHaveTextContent('*');
    await expectNoAxeViolations(container);
  });

  it('shows an error as an alert, marks the field invalid and links the text to it', async () => {
    const { container } = renderWithI18n(
      <TextInput
        label="E-mailadres"
        type="email"
        hint="We delen het met niemand."
        error="Vul een geldig e-mailadres in."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mailadres' });
    expect(input).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Vul een geldig e-mailadres in.');
    expect(input).toHaveAccessibleDescription('We delen het met niemand. Vul een geldig e-mailadres in.');
    await expectNoAxeViolations(container);
  });

  it('is valid and has no alert without an error', () => {
    renderWithI18n(<TextInput label="Plaats" />);
    expect(screen.getByRole('textbox', { name: 'Plaats' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a multi-line variant with the same rules', async () => {
    const onValueChange = vi.fn();
    const { container } = renderWithI18n(
      <TextArea label="Je vraag" required error="Schrijf je vraag op." onValueChange={onValueChange} />,
    );
    const area = screen.getByRole('textbox', { name: 'Je vraag' });
    expect(area).toBeRequired();
    expect(area).toBeInvalid();
    await userEvent.type(area, 'Hoi');
    expect(onValueChange).toHaveBeenLastCalledWith('Hoi', expect.anything());
    await expectNoAxeViolations(container);
  });
});
