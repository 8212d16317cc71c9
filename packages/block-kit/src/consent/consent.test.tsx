import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import '../widgets/test-support/dom';
import { ConsentProvider, useConsent } from './consent-context';
import { type ConsentAdapter, createConsentStore } from './consent-store';
import { CookieConsent, CookieSettingsButton } from './cookie-consent';
import {
  CONSENT_COOKIE_DAYS,
  createCookieConsentStorage,
  createLocalStorageConsentStorage,
  createMemoryConsentStorage,
  parseChoice,
} from './storage';

function Probe() {
  const consent = useConsent();
  return (
    <p data-testid="probe">
      {consent.status} statistics={String(consent.has('statistics'))} marketing=
      {String(consent.has('marketing'))}
    </p>
  );
}

function renderConsent(adapter: ConsentAdapter, onChange?: (c: unknown) => void) {
  return render(
    <div lang="nl" data-brand="dementie" className="dm-root">
      <I18nProvider brand="dementie">
        <ConsentProvider adapter={adapter} onChange={onChange}>
          <main>
            <Probe />
            <CookieSettingsButton />
          </main>
          <CookieConsent />
        </ConsentProvider>
      </I18nProvider>
    </div>,
  );
}

describe('cookie consent', { timeout: 30_000 }, () => {
  it("asks first, with 'Weigeren' as prominent as 'Accepteren', and nothing allowed yet", async () => {
    const { container } = renderConsent(createMemoryConsentStorage());
    const banner = screen.getByRole('region', { name: 'Cookies op deze website' });
    const reject = within(banner).getByRole('button', { name: 'Weigeren' });
    const accept = within(banner).getByRole('button', { name: 'Accepteren' });
    expect(reject.className).toBe(accept.className);
    expect(screen.getByTestId('probe')).toHaveTextContent('undecided statistics=false marketing=false');
    await expectNoAxeViolations(container);
  });

  it('stores a refusal and hides the banner', async () => {
    const storage = createMemoryConsentStorage();
    const onChange = vi.fn();
    renderConsent(storage, onChange);
    await userEvent.click(screen.getByRole('button', { name: 'Weigeren' }));
    expect(storage.read()).toEqual({ statistics: false, marketing: false });
    expect(screen.queryByRole('region', { name: 'Cookies op deze website' })).toBeNull();
    expect(screen.getByTestId('probe')).toHaveTextContent('decided statistics=false marketing=false');
    expect(onChange).toHaveBeenCalledWith({ statistics: false, marketing: false });
  });

  it('accepts everything with Accepteren', async () => {
    const storage = createMemoryConsentStorage();
    renderConsent(storage);
    await userEvent.click(screen.getByRole('button', { name: 'Accepteren' }));
    expect(storage.read()).toEqual({ statistics: true, marketing: true });
    expect(screen.getByTestId('probe')).toHaveTextContent('statistics=true marketing=true');
  });

  it('has a settings layer with nothing pre-ticked and necessary fixed on', async () => {
    const storage = createMemoryConsentStorage();
    const { container } = renderConsent(storage);
    await userEvent.click(screen.getByRole('button', { name: 'Zelf kiezen' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookies op deze website' });
    expect(within(dialog).getByRole('checkbox', { name: 'Noodzakelijk' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Noodzakelijk' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Statistieken' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Statistieken' }));
    await expectNoAxeViolations(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keuze opslaan' }));
    expect(storage.read()).toEqual({ statistics: true, marketing: false });
  });

  it('reopens from the footer button with the stored choice ticked', async () => {
    renderConsent(createMemoryConsentStorage({ statistics: false, marketing: true }));
    expect(screen.queryByRole('region', { name: 'Cookies op deze website' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookies op deze website' });
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Statistieken' })).not.toBeChecked();
  });

  it('reads the stored choice only after mounting (server render agrees)', async () => {
    const read = vi.fn(() => null);
    const store = createConsentStore({ read, write: () => undefined });
    expect(store.getSnapshot().status).toBe('unknown');
    expect(read).not.toHaveBeenCalled();
    store.load();
    expect(read).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('undecided');
  });

  it('lets a consent provider replace our banner through the adapter', async () => {
    const listeners: ((c: { statistics: boolean; marketing: boolean } | null) => void)[] = [];
    const openSettings = vi.fn();
    const adapter: ConsentAdapter = {
      ownInterface: true,
      read: () => null,
      write: () => undefined,
      openSettings,
      subscribe: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    };
    renderConsent(adapter);
    expect(screen.queryByRole('region', { name: 'Cookies op deze website' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    expect(openSettings).toHaveBeenCalled();
    act(() => listeners[0]?.({ statistics: true, marketing: true }));
    expect(screen.getByTestId('probe')).toHaveTextContent('decided statistics=true marketing=true');
  });
});

describe('consent storage', { timeout: 30_000 }, () => {
  it('keeps the choice in a first-party cookie for 1000 days', () => {
    const doc = { cookie: '' };
    const storage = createCookieConsentStorage({ document: doc });
    storage.write({ statistics: true, marketing: false });
    expect(doc.cookie).toContain('dm_cookie_consent=v1.s1.m0');
    expect(doc.cookie).toContain(`Max-Age=${CONSENT_COOKIE_DAYS * 86_400}`);
    doc.cookie = 'other=1; dm_cookie_consent=v1.s1.m0';
    expect(storage.read()).toEqual({ statistics: true, marketing: false });
  });

  it('can use localStorage, and ignores unreadable values', () => {
    const storage = createLocalStorageConsentStorage('test-consent');
    expect(storage.read()).toBeNull();
    storage.write({ statistics: false, marketing: true });
    expect(storage.read()).toEqual({ statistics: false, marketing: true });
    expect(parseChoice('{"marketing":true}')).toBeNull();
  });
});
