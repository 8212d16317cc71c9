/*
 * Our own cookie consent (decision 0029): categories necessary / statistics / marketing. Pure state, no
 * React, no browser globals: storage comes in through an adapter, and the stored choice is read only
 * when `load()` is called (from an effect), so server renders and the first client render agree.
 */

import type { CookieCategory } from '@dementie/api-client';

/**
 * The consent categories. `necessary` is always on. The same categories the product's cookie list
 * (api-client) files each cookie under, so every cookie belongs to a choice the visitor can make.
 */
export type ConsentCategory = CookieCategory;

/** A visitor's choice for the optional categories. */
export interface ConsentChoice {
  readonly statistics: boolean;
  readonly marketing: boolean;
}

/**
 * `unknown`: not read yet (server render, first client render): everything gated stays closed and
 * no banner shows. `undecided`: nothing stored, the banner shows. `decided`: a stored choice.
 */
export type ConsentStatus = 'unknown' | 'undecided' | 'decided';

/** What components read. */
export interface ConsentSnapshot {
  readonly status: ConsentStatus;
  readonly choice: ConsentChoice;
  /** The settings layer is open (also when reopened from the footer or /cookies). */
  readonly settingsOpen: boolean;
}

/** Where a choice is kept. `read` is only called from `load()`, i.e. in an effect. */
export interface ConsentStorage {
  read(): ConsentChoice | null;
  write(choice: ConsentChoice): void;
}

/**
 * Lets a consent provider (a CMP) replace our banner: it reads and writes its own store, tells us
 * about changes, and may show its own interface.
 */
export interface ConsentAdapter extends ConsentStorage {
  /** The provider shows its own banner and settings; our `CookieConsent` renders nothing. */
  readonly ownInterface?: boolean;
  /** Opens the provider's settings (used by `openSettings()` when `ownInterface`). */
  openSettings?(): void;
  /** Called by the provider when the visitor changes the choice in its interface. */
  subscribe?(listener: (choice: ConsentChoice | null) => void): () => void;
}

/** Nothing consented: the default before and without a choice (nothing pre-ticked). */
export const NO_CONSENT: ConsentChoice = Object.freeze({ statistics: false, marketing: false });

const INITIAL: ConsentSnapshot = Object.freeze({
  status: 'unknown',
  choice: NO_CONSENT,
  settingsOpen: false,
});

/** The snapshot servers render with. */
export const SERVER_CONSENT_SNAPSHOT: ConsentSnapshot = INITIAL;

/** Whether a snapshot allows a category. */
export function hasConsent(snapshot: ConsentSnapshot, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return snapshot.status === 'decided' && snapshot.choice[category];
}

/** What a visitor can do with their consent: shared by the store and `useConsent()`. */
export interface ConsentActions {
  /** 'Accepteren': every category. */
  acceptAll(): void;
  /** 'Weigeren': only the necessary cookies. */
  rejectAll(): void;
  /** 'Keuze opslaan': the ticked categories. */
  save(choice: ConsentChoice): void;
  /** Adds one category to the current choice (e.g. 'Accepteer cookies' on a video). */
  grant(category: Exclude<ConsentCategory, 'necessary'>): void;
  /** Reopens the settings layer (footer 'Cookie-instellingen', the /cookies page). */
  openSettings(): void;
  closeSettings(): void;
  /** Whether a category is allowed now (`necessary` always). */
  has(category: ConsentCategory): boolean;
  /** Whether our own banner should stay hidden because a provider shows its own interface. */
  readonly ownInterface: boolean;
}

/** The consent store: a tiny external store for `useSyncExternalStore`. */
export interface ConsentStore extends ConsentActions {
  getSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads the stored choice (call in an effect) and starts listening to the adapter. */
  load(): () => void;
}

/** Creates a consent store over an adapter (a factory, never a module singleton). */
export function createConsentStore(
  adapter: ConsentAdapter,
  onChange?: (choice: ConsentChoice) => void,
): ConsentStore {
  let snapshot: ConsentSnapshot = INITIAL;
  const listeners = new Set<() => void>();
  const set = (next: ConsentSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const decide = (choice: ConsentChoice) => {
    const normalised = { statistics: choice.statistics, marketing: choice.marketing };
    adapter.write(normalised);
    set({ status: 'decided', choice: normalised, settingsOpen: false });
    onChange?.(normalised);
  };
  const fromStorage = (choice: ConsentChoice | null) => {
    set(
      choice
        ? { status: 'decided', choice, settingsOpen: snapshot.settingsOpen }
        : { status: 'undecided', choice: NO_CONSENT, settingsOpen: snapshot.settingsOpen },
    );
    if (choice) onChange?.(choice);
  };
  return {
    ownInterface: adapter.ownInterface === true,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      fromStorage(adapter.read());
      return adapter.subscribe?.(fromStorage) ?? (() => undefined);
    },
    acceptAll: () => decide({ statistics: true, marketing: true }),
    rejectAll: () => decide(NO_CONSENT),
    save: (choice) => decide(choice),
    grant(category) {
      const base = snapshot.status === 'decided' ? snapshot.choice : NO_CONSENT;
      decide({ ...base, [category]: true });
    },
    openSettings() {
      if (adapter.ownInterface && adapter.openSettings) {
        adapter.openSettings();
        return;
      }
      set({ ...snapshot, settingsOpen: true });
    },
    closeSettings: () => set({ ...snapshot, settingsOpen: false }),
    has: (category) => hasConsent(snapshot, category),
  };
}
