import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { setReducedMotion } from '../test-support/dom';
import { fixtureBlock } from '../test-support/fixtures';
import { Bookcase } from './bookcase';

const bookcase = fixtureBlock('bookcase', 'bookcase');
const first = bookcase.items[0]!;

function UrlBound({ onSelect }: { onSelect: (slug: string | null) => void }) {
  const [item, setItem] = useState<string | null>(null);
  return (
    <Bookcase
      {...bookcase}
      selectedSlug={item}
      onSelect={(slug) => {
        onSelect(slug);
        setItem(slug);
      }}
    />
  );
}

/** A page loaded with `?item=` (a shared link): the details are open before anything was clicked. */
function FromAddress() {
  const [item, setItem] = useState<string | null>(first.slug);
  return <Bookcase {...bookcase} selectedSlug={item} onSelect={setItem} />;
}

describe('Bookcase', { timeout: 30_000 }, () => {
  beforeEach(() => setReducedMotion(true));
  afterEach(() => setReducedMotion(false));

  it("is titled 'Onze selectie' by default and lists the books", async () => {
    const { container } = renderWithI18n(<Bookcase {...bookcase} onSelect={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Onze selectie' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(bookcase.items.length);
    await expectNoAxeViolations(container);
  });

  it('opens the detail for the selected slug (the item parameter) and clears it on close', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithI18n(<UrlBound onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(first.title) }));
    expect(onSelect).toHaveBeenLastCalledWith(first.slug);
    const dialog = screen.getByRole('dialog', { name: first.title });
    if (first.author) expect(within(dialog).getByText(first.author)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluit' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens straight away when the page is loaded with an item value, and ignores unknown ones', () => {
    const { rerender } = renderWithI18n(
      <Bookcase {...bookcase} selectedSlug={first.slug} onSelect={() => undefined} />,
    );
    expect(screen.getByRole('dialog', { name: first.title })).toBeInTheDocument();
    rerender(<Bookcase {...bookcase} selectedSlug="bestaat-niet" onSelect={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opened from the address, it gives focus to the book's button on close, not to the page", async () => {
    renderWithI18n(<FromAddress />);
    const dialog = screen.getByRole('dialog', { name: first.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: new RegExp(first.title) })).toHaveFocus();
  });
});
