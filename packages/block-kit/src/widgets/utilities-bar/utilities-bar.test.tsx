import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { mockClipboard, resizeTo } from '../test-support/dom';
import { readAloudUrl, shareUrl } from './share-links';
import { COPY_SUCCESS_MS, UtilitiesBar } from './utilities-bar';

const page = 'https://www.dementie.nl/wat-is-dementie';
const service = {
  url: 'https://app.readspeaker.example/cgi-bin/rsent?customerid=1&lang=nl_nl',
  readId: 'main-content',
  readClass: 'rs-read',
};

describe('UtilitiesBar', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    resizeTo(1024);
  });

  it('offers Print, Lees voor with readid, readclass and the page URL, and Deel', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container } = renderWithI18n(
      <UtilitiesBar readAloud={service} pageUrl={page} pageTitle="Wat is dementie?" />,
    );
    const group = screen.getByRole('group', { name: 'Opties voor deze pagina' });
    await userEvent.click(within(group).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    const read = new URL(
      within(group)
        .getByRole('link', { name: /Lees voor/ })
        .getAttribute('href')!,
    );
    expect(read.searchParams.get('readid')).toBe('main-content');
    expect(read.searchParams.get('readclass')).toBe('rs-read');
    expect(read.searchParams.get('url')).toBe(page);
    expect(read.searchParams.get('customerid')).toBe('1');
    await expectNoAxeViolations(container);
  });

  it('opens the share menu with the keyboard, lists every target and closes on Escape', async () => {
    const { container } = renderWithI18n(<UtilitiesBar pageUrl={page} pageTitle="Wat is dementie?" />);
    const toggle = screen.getByRole('button', { name: 'Deel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Deel deze pagina' });
    for (const name of ['WhatsApp', 'Facebook', 'X', 'LinkedIn']) {
      expect(within(list).getByRole('link', { name: new RegExp(`^Deel via ${name} `) })).toBeInTheDocument();
    }
    const mail = within(list).getByRole('link', { name: 'E-mail' });
    expect(mail.getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent('Bekijk deze pagina: Wat is dementie?')}&body=${encodeURIComponent(page)}`,
    );
    await expectNoAxeViolations(container);
    await userEvent.tab();
    expect(within(list).getByRole('link', { name: /WhatsApp/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the open menu on Escape while the focus is still on Deel', async () => {
    renderWithI18n(<UtilitiesBar pageUrl={page} pageTitle="Wat is dementie?" />);
    const toggle = screen.getByRole('button', { name: 'Deel' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Deel deze pagina' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('uses the WhatsApp app link on mobile and the web address on desktop', () => {
    expect(shareUrl('whatsapp', page, 'Titel', true)).toMatch(/^whatsapp:\/\/send\?text=/);
    expect(shareUrl('whatsapp', page, 'Titel', false)).toMatch(/^https:\/\/web\.whatsapp\.com\/send\?text=/);
    resizeTo(400);
    renderWithI18n(<UtilitiesBar pageUrl={page} />);
    expect(screen.getByRole('link', { name: /WhatsApp/, hidden: true }).getAttribute('href')).toMatch(
      /^whatsapp:/,
    );
  });

  it('copies the link and shows the success for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = mockClipboard();
    renderWithI18n(<UtilitiesBar pageUrl={page} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kopieer link' }));
    expect(writeText).toHaveBeenCalledWith(page);
    expect(screen.getByRole('status')).toHaveTextContent('De link is gekopieerd');
    act(() => {
      vi.advanceTimersByTime(COPY_SUCCESS_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('builds the read-aloud URL from the service', () => {
    expect(readAloudUrl({ url: 'https://read.example/', readId: 'x' }, page)).toBe(
      `https://read.example/?readid=x&url=${encodeURIComponent(page)}`,
    );
  });
});
