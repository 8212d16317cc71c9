import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { Button, ButtonLink } from './button';

describe('Button', { timeout: 30_000 }, () => {
  it('is a real button that does not submit forms by default and answers to the keyboard', async () => {
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Volgende</Button>);
    const button = screen.getByRole('button', { name: 'Volgende' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('renders a navigation link with the button look', async () => {
    const { container } = render(<ButtonLink href="/trainingen">Alle trainingen</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Alle trainingen' });
    expect(link).toHaveAttribute('href', '/trainingen');
    expect(link).toHaveClass('bk-button', 'bk-button--primary');
    await expectNoAxeViolations(container);
  });
});
