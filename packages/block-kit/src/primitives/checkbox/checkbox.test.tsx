import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../test-support/render';
import { Checkbox } from './checkbox';

describe('Checkbox', { timeout: 30_000 }, () => {
  it('toggles with the label and the space key and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    const { container } = renderWithI18n(
      <Checkbox label="Ik wil de nieuwsbrief" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Ik wil de nieuwsbrief' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Ik wil de nieuwsbrief'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true, expect.anything());
    box.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false, expect.anything());
    await expectNoAxeViolations(container);
  });

  it('is required with an asterisk and shows its error as an alert', async () => {
    const { container } = renderWithI18n(
      <Checkbox label="Ik ga akkoord met de voorwaarden" required error="Ga akkoord met de voorwaarden." />,
    );
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toBeInvalid();
    expect(screen.getByTitle('Verplicht')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ga akkoord met de voorwaarden.');
    expect(box).toHaveAccessibleDescription('Ga akkoord met de voorwaarden.');
    await expectNoAxeViolations(container);
  });
});
