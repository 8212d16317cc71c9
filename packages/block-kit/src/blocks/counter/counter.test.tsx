import { type Block, type BlockOfKind, paragraphFixtures } from '@dementie/cms-model';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { counterIncrement, nextCount } from '../counter/counter-steps';
import { blockFrom, pageBlocksHtml, renderBlocks } from '../test-support/render-blocks';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** An IntersectionObserver whose visibility the test controls. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) => {
    for (const callback of callbacks) {
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  };
  return {
    showAll: () => report(true),
    /** The first report a browser's observer gives: the element is out of view. */
    reportOutOfView: () => report(false),
  };
}

describe('counter (spec 2 §4, §9)', () => {
  it('grows the total over 2000 ms in 40 ms ticks, at least 1 per tick', () => {
    expect(counterIncrement(100)).toBe(2);
    expect(counterIncrement(10)).toBe(1);
    expect(counterIncrement(12_345)).toBe(247);
    expect(nextCount(0, 10)).toBe(1);
    expect(nextCount(99, 100)).toBe(100);
    expect(nextCount(100, 100)).toBe(100);
  });

  it('starts counting when visible and reaches the total after 2000 ms', async () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    const observer = stubIntersectionObserver();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: async () => ({ kind: 'loaded', value: 5000 }) },
    });
    await act(async () => {});
    const animated = screen.getByTestId('counter-animated');
    act(() => observer.reportOutOfView());
    act(() => vi.advanceTimersByTime(400));
    expect(animated).toHaveTextContent('0'); // not visible yet
    act(() => observer.showAll());
    act(() => vi.advanceTimersByTime(40));
    expect(animated).toHaveTextContent('100');
    act(() => vi.advanceTimersByTime(1000));
    expect(animated).toHaveTextContent('2.600');
    act(() => vi.advanceTimersByTime(960));
    expect(animated).toHaveTextContent('5.000');
    // Screen readers hear the total, never the running numbers.
    expect(animated).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('5.000', { selector: '.bk-visually-hidden' })).toBeInTheDocument();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('shows a total that came with the page as the figure, in the first render (the HTML without scripts)', () => {
    const block: Block = {
      ...(blockFrom(paragraphFixtures.counter_block) as BlockOfKind<'counter'>),
      total: 12_345,
    };
    const html = pageBlocksHtml([block]);
    expect(html).toMatch(/data-testid="counter-animated"[^>]*>12\.345</);
  });

  it('keeps a figure the page brought when it is in view as the scripts take over, else counts it up when it comes into view', () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    const inView = stubIntersectionObserver();
    const block: Block = {
      ...(blockFrom(paragraphFixtures.counter_block) as BlockOfKind<'counter'>),
      total: 5000,
    };
    const loadCounter = vi.fn(async () => ({ kind: 'loaded' as const, value: 1 }));
    const first = renderBlocks([block], { data: { counter: loadCounter } });
    const shown = within(first.container).getByTestId('counter-animated');
    expect(shown).toHaveTextContent('5.000');
    act(() => inView.showAll());
    act(() => vi.advanceTimersByTime(400));
    // Already seen: not taken away to count again.
    expect(shown).toHaveTextContent('5.000');
    first.unmount();
    // The page's figure is used as it is: nothing is loaded for it.
    expect(loadCounter).not.toHaveBeenCalled();

    const below = stubIntersectionObserver();
    const second = renderBlocks([block]);
    const counted = within(second.container).getByTestId('counter-animated');
    expect(counted).toHaveTextContent('5.000');
    act(() => below.reportOutOfView());
    expect(counted).toHaveTextContent('0');
    act(() => below.showAll());
    act(() => vi.advanceTimersByTime(1040));
    expect(counted).toHaveTextContent('2.600');
    act(() => vi.advanceTimersByTime(960));
    expect(counted).toHaveTextContent('5.000');
  });

  it('shows the total at once under reduced motion', () => {
    vi.useFakeTimers();
    stubReducedMotion(true);
    const observer = stubIntersectionObserver();
    renderBlocks([blockFrom(paragraphFixtures.counter_block)], { data: { counter: 5000 } });
    act(() => observer.showAll());
    expect(screen.getByTestId('counter-animated')).toHaveTextContent('5.000');
  });

  it('loads the total through the block data and hides itself when that fails', async () => {
    stubReducedMotion(true);
    renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: async () => ({ kind: 'loaded', value: 42 }) },
    });
    expect(await screen.findByText('42', { selector: '.bk-visually-hidden' })).toBeInTheDocument();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: async () => ({ kind: 'failed', status: 200, error: 'Parsing error' }) },
    });
    await act(async () => {});
    expect(container.querySelector('.bk-counter')).toBeNull();
  });

  it('says what it counts: the CMS label, else the catalogue label', () => {
    stubReducedMotion(true);
    const { container } = renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: 5000 },
    });
    expect(container.querySelector('.bk-counter__figure')).toHaveTextContent(
      '5.000 mensen volgden al een training',
    );
    const bare = { ...paragraphFixtures.counter_block, field_title: [], field_label: [] };
    const { container: plain } = renderBlocks([blockFrom(bare)], { data: { counter: 5000 } });
    expect(plain.querySelector('.bk-counter__figure')).toHaveTextContent(
      '5.000 mensen hebben al een certificaat gehaald',
    );
    const { container: one } = renderBlocks([blockFrom(bare)], { data: { counter: 1 } });
    expect(one.querySelector('.bk-counter__figure')).toHaveTextContent(
      '1 persoon heeft al een certificaat gehaald',
    );
  });

  it('shows an inviting sentence instead of a bare 0 on a fresh install', async () => {
    stubReducedMotion(true);
    const { container } = renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: 0 },
    });
    expect(screen.queryByTestId('counter-animated')).toBeNull();
    expect(container.querySelector('.bk-counter')).toHaveTextContent(
      'Doe een training en haal als een van de eersten je certificaat.',
    );
    expect(container.querySelector('.bk-counter')).not.toHaveTextContent(/\b0\b/);
    await expectNoAxeViolations(container);
  });
});
