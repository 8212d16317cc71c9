import { paragraphFixtures } from '@dementie/cms-model';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { blockFrom, renderBlocks } from '../test-support/render-blocks';

describe('expandable (spec 2 §4, §5)', () => {
  it('opens a panel by its summary and gives each panel its slug id', async () => {
    const user = userEvent.setup();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.expandable)]);
    const panel = container.querySelector<HTMLDetailsElement>('#is-dementie-erfelijk');
    expect(panel?.open).toBe(false);
    await user.click(screen.getByText('Is dementie erfelijk?'));
    expect(panel?.open).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('opens every panel for print and restores them after', () => {
    const { container } = renderBlocks([blockFrom(paragraphFixtures.expandable)]);
    const panels = Array.from(container.querySelectorAll('details'));
    const first = panels[0] as HTMLDetailsElement;
    first.open = true;
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(panels.every((panel) => panel.open)).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(panels.map((panel) => panel.open)).toEqual([true, false, false]);
  });

  it('renders nested paragraphs inside a panel one heading level deeper', () => {
    renderBlocks([blockFrom(paragraphFixtures.expandable)]);
    expect(screen.getByRole('heading', { name: 'Lees verder', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Veelgestelde vragen', level: 2 })).toBeInTheDocument();
  });
});
