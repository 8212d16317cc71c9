import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { Checklist } from './checklist';
import { countChecked } from './checklist-state';

const checklist = fixtureBlock('checklist', 'checklist');
const key = `checklist-${checklist.checklistId}`;
const total = checklist.items.length;

describe('Checklist', { timeout: 30_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('counts ticked questions in the progress bar and stores them under checklist-<id>', async () => {
    const { container } = renderWithI18n(<Checklist {...checklist} />);
    expect(screen.getByRole('list')).toContainElement(screen.getAllByRole('checkbox')[0]!);
    expect(container.querySelector('ol')).not.toBeNull();
    const bar = screen.getByRole('progressbar', { name: `0 van de ${total} vragen geselecteerd` });
    await userEvent.click(screen.getByRole('checkbox', { name: checklist.items[0]!.question }));
    expect(bar).toHaveAccessibleName(`1 van de ${total} vragen geselecteerd`);
    expect(bar).toHaveAttribute('value', '1');
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual([checklist.items[0]!.id]);
    await expectNoAxeViolations(container);
  });

  it('restores stored ticks and counts only ids that exist in the block', () => {
    localStorage.setItem(key, JSON.stringify([checklist.items[1]!.id, 'removed-question']));
    renderWithI18n(<Checklist {...checklist} />);
    expect(screen.getByRole('checkbox', { name: checklist.items[1]!.question })).toBeChecked();
    expect(
      screen.getByRole('progressbar', { name: `1 van de ${total} vragen geselecteerd` }),
    ).toBeInTheDocument();
    expect(countChecked(['a', 'b', 'x', 'a'], ['a', 'b', 'c'])).toBe(2);
  });

  it('shows answers on request, and opens them all for print until afterprint', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container } = renderWithI18n(<Checklist {...checklist} />);
    const answers = () => Array.from(container.querySelectorAll('details'));
    expect(answers().length).toBeGreaterThan(0);
    expect(answers().every((d) => !d.open)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Print checklist' }));
    await vi.waitFor(() => expect(print).toHaveBeenCalled());
    expect(answers().every((d) => d.open)).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(container.querySelector('.bk-checklist--printing')).toBeNull();
  });
});
