import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { ExpandableList } from './expandable-list';

const block = fixtureBlock('expandable_list', 'expandableList');

describe('ExpandableList', { timeout: 30_000 }, () => {
  it("shows the first items and the rest with 'Toon alles'", async () => {
    const { container } = renderWithI18n(<ExpandableList {...block} />);
    const visible = () => Array.from(container.querySelectorAll('li')).filter((li) => !li.hidden);
    expect(visible()).toHaveLength(block.visibleCount);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Toon alles' }));
    expect(visible()).toHaveLength(block.items.length);
    expect(screen.getByRole('button', { name: 'Toon minder' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens every panel for print and restores them afterwards', async () => {
    const { container } = renderWithI18n(<ExpandableList {...block} />);
    const details = () => Array.from(container.querySelectorAll('details'));
    await userEvent.click(screen.getByText(block.items[0]!.title));
    expect(details()[0]!.open).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(details().every((d) => d.open)).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(details().map((d) => d.open)).toEqual(details().map((_, i) => i === 0));
  });
});
