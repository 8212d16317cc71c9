import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../test-support/render';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'mezelf', label: 'Voor mezelf' },
  { value: 'naaste', label: 'Voor een naaste', hint: 'Je partner of ouder.' },
  { value: 'werk', label: 'Voor mijn werk', disabled: true },
];

describe('RadioGroup', { timeout: 30_000 }, () => {
  it('is a group named by its legend whose choices are named by their labels', async () => {
    const onValueChange = vi.fn();
    const { container } = renderWithI18n(
      <RadioGroup legend="Voor wie?" name="voor-wie" options={options} onValueChange={onValueChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Voor wie?' });
    expect(group.tagName).toBe('FIELDSET');
    await userEvent.click(screen.getByText('Voor een naaste'));
    expect(screen.getByRole('radio', { name: 'Voor een naaste' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Voor een naaste' })).toHaveAccessibleDescription(
      'Je partner of ouder.',
    );
    expect(onValueChange).toHaveBeenLastCalledWith('naaste', expect.anything());
    expect(screen.getByRole('radio', { name: 'Voor mijn werk' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('marks a required group and ties its hint and error to it', async () => {
    const { container } = renderWithI18n(
      <RadioGroup
        legend="Voor wie?"
        name="voor-wie"
        options={options}
        required
        hint="Kies er één."
        error="Kies voor wie je zoekt."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Voor wie?' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Kies er één. Kies voor wie je zoekt.');
    expect(screen.getByRole('alert')).toHaveTextContent('Kies voor wie je zoekt.');
    expect(screen.getByTitle('Verplicht')).toHaveTextContent('*');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
    await expectNoAxeViolations(container);
  });
});
