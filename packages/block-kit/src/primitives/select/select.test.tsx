import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../test-support/render';
import { Select } from './select';

const options = (
  <>
    <option value="">Kies een provincie</option>
    <option value="utrecht">Utrecht</option>
    <option value="limburg">Limburg</option>
  </>
);

describe('Select', { timeout: 30_000 }, () => {
  it('is a labelled list in the kit’s control, and reports the chosen value', async () => {
    const onValueChange = vi.fn();
    const { container } = renderWithI18n(
      <Select label="Provincie" onValueChange={onValueChange}>
        {options}
      </Select>,
    );
    const list = screen.getByRole('combobox', { name: 'Provincie' });
    expect(list).toHaveClass('bk-select__control');
    await userEvent.selectOptions(list, 'limburg');
    expect(onValueChange).toHaveBeenLastCalledWith('limburg', expect.anything());
    await expectNoAxeViolations(container);
  });

  it('flags a required list with required, aria-required and an asterisk titled Verplicht', () => {
    renderWithI18n(
      <Select label="Provincie" required>
        {options}
      </Select>,
    );
    const list = screen.getByRole('combobox', { name: 'Provincie' });
    expect(list).toBeRequired();
    expect(list).toHaveAttribute('aria-required', 'true');
    expect(screen.getByTitle('Verplicht')).toHaveTextContent('*');
  });

  it('shows an error as an alert, marks the list invalid and links hint and error to it', async () => {
    const { container } = renderWithI18n(
      <Select label="Provincie" hint="Waar je woont." error="Kies een provincie.">
        {options}
      </Select>,
    );
    const list = screen.getByRole('combobox', { name: 'Provincie' });
    expect(list).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Kies een provincie.');
    expect(list).toHaveAccessibleDescription('Waar je woont. Kies een provincie.');
    await expectNoAxeViolations(container);
  });
});
