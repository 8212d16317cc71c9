// Our own cookie consent (decision 0029): store, storage adapters, provider, banner and gate.

export { COOKIE_CONSENT_ISLAND, COOKIE_SETTINGS_ISLAND } from '../islands/island-names';
export type { ConsentApi, ConsentProviderProps } from './consent-context';
export { ConsentProvider, useConsent } from './consent-context';
export type { ConsentGateProps } from './consent-gate';
export { ConsentGate } from './consent-gate';
export type {
  ConsentActions,
  ConsentAdapter,
  ConsentCategory,
  ConsentChoice,
  ConsentSnapshot,
  ConsentStatus,
  ConsentStorage,
  ConsentStore,
} from './consent-store';
export { createConsentStore, hasConsent, NO_CONSENT, SERVER_CONSENT_SNAPSHOT } from './consent-store';
export type { CookieConsentProps } from './cookie-consent';
export {
  CookieConsent,
  CookieConsentView,
  CookieSettingsButton,
  CookieSettingsButtonView,
} from './cookie-consent';
export type { CookieConsentStorageOptions } from './storage';
export {
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_NAME,
  createCookieConsentStorage,
  createLocalStorageConsentStorage,
  createMemoryConsentStorage,
  parseChoice,
  serialiseChoice,
} from './storage';
