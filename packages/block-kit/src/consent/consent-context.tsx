import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import {
  type ConsentActions,
  type ConsentAdapter,
  type ConsentChoice,
  type ConsentSnapshot,
  type ConsentStore,
  createConsentStore,
  hasConsent,
  NO_CONSENT,
  SERVER_CONSENT_SNAPSHOT,
} from './consent-store';
import { createCookieConsentStorage } from './storage';

const ConsentContext = createContext<ConsentStore | null>(null);
ConsentContext.displayName = 'ConsentContext';

/** Props of `ConsentProvider`. */
export interface ConsentProviderProps {
  /**
   * Where the choice is kept, or a consent provider that replaces our banner. Default: a
   * first-party cookie kept 1000 days (spec 3 §9). Read once, from an effect.
   */
  adapter?: ConsentAdapter;
  /** A ready store (tests, or a site that also reads it outside React). Wins over `adapter`. */
  store?: ConsentStore;
  /** Called whenever a choice is loaded or made: the place to switch analytics on or off. */
  onChange?: (choice: ConsentChoice) => void;
  children?: ReactNode;
}

/** Gives the tree below the visitor's consent; the video, iframe and newsletter embeds read it. */
export function ConsentProvider({ adapter, store, onChange, children }: ConsentProviderProps) {
  const [own] = useState(
    () => store ?? createConsentStore(adapter ?? createCookieConsentStorage(), onChange),
  );
  useEffect(() => own.load(), [own]);
  return <ConsentContext value={own}>{children}</ConsentContext>;
}

/** What `useConsent()` returns. */
export interface ConsentApi extends ConsentSnapshot, ConsentActions {
  /** False when no `ConsentProvider` is above: nothing is consented and the actions do nothing. */
  provided: boolean;
}

const noop = () => undefined;
const WITHOUT_PROVIDER: ConsentApi = {
  ...SERVER_CONSENT_SNAPSHOT,
  status: 'undecided',
  choice: NO_CONSENT,
  has: (category) => category === 'necessary',
  acceptAll: noop,
  rejectAll: noop,
  save: noop,
  grant: noop,
  openSettings: noop,
  closeSettings: noop,
  ownInterface: false,
  provided: false,
};

const emptySubscribe = () => noop;

/**
 * The visitor's consent and the actions to change it. Without a `ConsentProvider` nothing is
 * consented (third-party embeds stay closed): safe by default for other teams' apps.
 */
export function useConsent(): ConsentApi {
  const store = useContext(ConsentContext);
  // The server render and the hydration read the store too: a store loaded before rendering (the
  // site reads the consent cookie from the request, and from the document before hydrating) renders
  // the same banner on both sides; an unloaded store gives the closed 'unknown' snapshot as before.
  const current = store ? store.getSnapshot : () => SERVER_CONSENT_SNAPSHOT;
  const snapshot = useSyncExternalStore(store ? store.subscribe : emptySubscribe, current, current);
  if (!store) return WITHOUT_PROVIDER;
  return {
    ...snapshot,
    has: (category) => hasConsent(snapshot, category),
    acceptAll: store.acceptAll,
    rejectAll: store.rejectAll,
    save: store.save,
    grant: store.grant,
    openSettings: store.openSettings,
    closeSettings: store.closeSettings,
    ownInterface: store.ownInterface,
    provided: true,
  };
}
