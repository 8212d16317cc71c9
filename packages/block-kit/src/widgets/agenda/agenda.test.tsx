import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { AgendaItems, formatAgendaDate } from './agenda';

describe('AgendaItems', { timeout: 30_000 }, () => {
  it('shows the first items with date, location and labels, and a more-button for the rest', async () => {
    const agenda = fixtureBlock('agenda', 'agenda');
    const { container } = renderWithI18n(<AgendaItems {...agenda} />);
    expect(screen.getAllByRole('article')).toHaveLength(agenda.visibleCount);
    const first = agenda.items[0]!;
    expect(screen.getByRole('heading', { level: 3, name: first.title })).toBeInTheDocument();
    expect(screen.getByText('dinsdag 10 maart 2026, 10:00 - 12:00')).toBeInTheDocument();
    expect(screen.getByText(first.location!)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    const more = screen.getByRole('button', { name: 'Bekijk meer' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getAllByRole('article')).toHaveLength(agenda.items.length);
    expect(screen.getByRole('button', { name: 'Toon minder' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(container);
  });

  it('has no more-button when everything fits', () => {
    renderWithI18n(<AgendaItems {...fixtureBlock('agendaShort', 'agenda')} />);
    expect(screen.queryByRole('button', { name: 'Bekijk meer' })).toBeNull();
  });

  it('writes dates in Dutch time', () => {
    expect(formatAgendaDate('2026-04-02T13:00:00Z')).toBe('donderdag 02 april 2026, 15:00');
    expect(formatAgendaDate('2026-04-02T13:00:00Z', '2026-04-03T13:00:00Z')).toBe(
      'donderdag 02 april 2026, 15:00 - vrijdag 03 april 2026, 15:00',
    );
    expect(formatAgendaDate('geen datum')).toBe('');
  });
});
