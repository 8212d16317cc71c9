import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { intersect } from '../test-support/dom';
import { pageFromSearch, pageWindow, relLinks } from './page-window';
import { PaginationHeadLinks, Paginator, type PaginatorStatus } from './paginator';

function Overview() {
  const [page, setPage] = useState(6);
  return <Paginator currentPage={page} totalPages={12} onPageChange={setPage} />;
}

/** Renders an infinite-scroll paginator on page 1 of `totalPages`, with a spy for page changes. */
function renderInfiniteFromPageOne(totalPages: number, status?: PaginatorStatus) {
  const onPageChange = vi.fn();
  const view = renderWithI18n(
    <Paginator
      mode="infinite"
      currentPage={1}
      totalPages={totalPages}
      status={status}
      onPageChange={onPageChange}
    />,
  );
  return { ...view, onPageChange };
}

describe('pageWindow', { timeout: 30_000 }, () => {
  it('shows 2 pages either side, the first and last, with gaps', () => {
    const pages = (current: number, total: number) =>
      pageWindow(current, total).map((entry) => (entry.kind === 'gap' ? '…' : entry.page));
    expect(pages(6, 12)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 12]);
    expect(pages(1, 3)).toEqual([1, 2, 3]);
    expect(pages(3, 12)).toEqual([1, 2, 3, 4, 5, '…', 12]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('reads the page parameter and gives prev/next links', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(pageFromSearch('?page=abc')).toBe(1);
    expect(relLinks(1, 3)).toEqual({ next: '?page=2' });
    expect(relLinks(3, 3)).toEqual({ prev: '?page=2' });
    expect(relLinks(2, 3)).toEqual({ prev: '?', next: '?page=3' });
  });
});

describe('Paginator', { timeout: 30_000 }, () => {
  it('replaces the page in button mode and marks the current page', async () => {
    const { container } = renderWithI18n(<Overview />);
    const nav = screen.getByRole('navigation', { name: 'Paginanummers' });
    expect(
      within(nav).getByRole('button', { name: 'Pagina 6, dit is de pagina die je nu ziet' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: 'Pagina 3' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Pagina 8' }));
    expect(within(nav).getByRole('button', { name: /^Pagina 8,/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Volgende' }));
    expect(within(nav).getByRole('button', { name: /^Pagina 9,/ })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('uses real links when given addresses', async () => {
    const onPageChange = vi.fn();
    renderWithI18n(
      <Paginator
        currentPage={1}
        totalPages={3}
        onPageChange={onPageChange}
        hrefForPage={(p) => `/nieuws?page=${p}`}
      />,
    );
    const link = screen.getByRole('link', { name: 'Pagina 2' });
    expect(link).toHaveAttribute('href', '/nieuws?page=2');
    await userEvent.click(link);
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByText('Vorige')).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for the next page when the sentinel becomes visible in infinite mode', async () => {
    const { container, onPageChange } = renderInfiniteFromPageOne(3);
    const sentinel = container.querySelector('.bk-paginator__sentinel')!;
    act(() => intersect(sentinel));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Laad meer' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await expectNoAxeViolations(container);
  });

  it('does not ask again while loading, and stops at the last page', () => {
    const { container, rerender, onPageChange } = renderInfiniteFromPageOne(2, 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('De inhoud wordt geladen...');
    expect(container.querySelector('.bk-paginator__sentinel')).toBeNull();
    rerender(<Paginator mode="infinite" currentPage={2} totalPages={2} onPageChange={onPageChange} />);
    expect(container.querySelector('.bk-paginator__sentinel')).toBeNull();
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shows the failure state with a retry', async () => {
    const { container, onPageChange } = renderInfiniteFromPageOne(3, 'failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Het laden is niet gelukt.');
    await userEvent.click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await expectNoAxeViolations(container);
  });

  it('hoists prev/next link tags into the head', () => {
    renderWithI18n(
      <PaginationHeadLinks currentPage={2} totalPages={3} hrefForPage={(p) => `/nieuws?page=${p}`} />,
    );
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute('href', '/nieuws?page=1');
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute('href', '/nieuws?page=3');
  });
});
