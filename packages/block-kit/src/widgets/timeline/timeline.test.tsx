import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { resizeTo } from '../test-support/dom';
import { fixtureBlock } from '../test-support/fixtures';
import { Timeline } from './timeline';

describe('Timeline', { timeout: 30_000 }, () => {
  it('lists the moments in order and re-measures 200 ms after resizing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const block = fixtureBlock('timeline', 'timeline');
    const { container } = renderWithI18n(<Timeline {...block} />);
    expect(container.querySelector('ol')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      block.items.map((i) => i.title),
    );
    const list = container.querySelector('ol')!;
    const last = list.lastElementChild as HTMLElement;
    Object.defineProperty(last, 'offsetTop', { configurable: true, value: 640 });
    resizeTo(800);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(list.style.getPropertyValue('--bk-timeline-line')).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(list.style.getPropertyValue('--bk-timeline-line')).toBe('640px');
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
