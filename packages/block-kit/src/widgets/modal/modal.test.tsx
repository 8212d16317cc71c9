import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { setReducedMotion } from '../test-support/dom';
import { MODAL_ANIMATION_MS, Modal } from './modal';

function Opener({
  onPrimary = () => undefined,
  focusSecondary = false,
}: {
  onPrimary?: () => void;
  focusSecondary?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open uitleg
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Wat is dementie?"
        primaryAction={{ label: 'Verder lezen', onClick: onPrimary }}
        secondaryAction={{ label: 'Niet nu', onClick: () => setOpen(false), autoFocus: focusSecondary }}
      >
        <p>Dementie is een verzamelnaam voor ziekten van de hersenen.</p>
      </Modal>
    </>
  );
}

/** A modal whose action is replaced by its result, as a confirmation that was sent. */
function Confirmation({ markResult }: { markResult: boolean }) {
  const [sent, setSent] = useState(false);
  return (
    <Modal
      open
      onClose={() => undefined}
      title="Mail versturen?"
      {...(sent ? {} : { primaryAction: { label: 'Ja, stuur de mail', onClick: () => setSent(true) } })}
    >
      {sent ? (
        <p tabIndex={-1} {...(markResult ? { 'data-autofocus': '' } : {})}>
          De mail is verstuurd.
        </p>
      ) : (
        <p>We sturen je een mail.</p>
      )}
    </Modal>
  );
}

describe('Modal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    setReducedMotion(false);
  });

  it('opens as a modal dialog with title, text, actions and a Sluit button', async () => {
    const onPrimary = vi.fn();
    const { container } = renderWithI18n(<Opener onPrimary={onPrimary} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open uitleg' }));
    const dialog = screen.getByRole('dialog', { name: 'Wat is dementie?' });
    // showModal, not show: the rest of the page is inert while it is open.
    expect(dialog).toHaveAttribute('data-modal', 'true');
    expect(screen.getByText('Dementie is een verzamelnaam voor ziekten van de hersenen.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sluit' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Verder lezen' }));
    expect(onPrimary).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('focuses the action marked autoFocus (the safe choice) instead of Sluit', async () => {
    renderWithI18n(<Opener focusSecondary />);
    await userEvent.click(screen.getByRole('button', { name: 'Open uitleg' }));
    expect(screen.getByRole('button', { name: 'Niet nu' })).toHaveFocus();
  });

  it('closes on Escape after the 350 ms animation and returns focus to the opener', async () => {
    renderWithI18n(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open uitleg' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    // Still open while it animates out.
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('open');
    act(() => {
      vi.advanceTimersByTime(MODAL_ANIMATION_MS);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes at once under reduced motion', async () => {
    setReducedMotion(true);
    renderWithI18n(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open uitleg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sluit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open uitleg' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on the panel', async () => {
    setReducedMotion(true);
    renderWithI18n(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open uitleg' }));
    const dialog = screen.getByRole('dialog', { name: 'Wat is dementie?' });
    await userEvent.click(screen.getByText('Dementie is een verzamelnaam voor ziekten van de hersenen.'));
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the focus inside when the focused action goes away: on the result marked data-autofocus', async () => {
    renderWithI18n(<Confirmation markResult />);
    screen.getByRole('button', { name: 'Ja, stuur de mail' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('De mail is verstuurd.')).toHaveFocus();
  });

  it("keeps the focus inside when the focused action goes away: on 'Sluit' without a marked result", async () => {
    renderWithI18n(<Confirmation markResult={false} />);
    screen.getByRole('button', { name: 'Ja, stuur de mail' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Sluit' })).toHaveFocus();
  });

  it('a busy action keeps the focus and ignores clicks (aria-disabled, not disabled)', async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Modal
        open
        onClose={() => undefined}
        title="Bezig"
        primaryAction={{ label: 'Versturen', onClick, busy: true }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Versturen' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be used with the keyboard only', async () => {
    setReducedMotion(true);
    renderWithI18n(<Opener />);
    screen.getByRole('button', { name: 'Open uitleg' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Sluit' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Verder lezen' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open uitleg' })).toHaveFocus();
  });
});
