// The whole public surface of @dementie/auth. Named exports only.

// --- bot check ---------------------------------------------------------------------------------------
export {
  ALTCHA_DEFAULT_MAX_NUMBER,
  type AltchaBotCheckOptions,
  type AltchaChallenge,
  altchaPayload,
  createAltchaBotCheck,
  type Digest,
  solveAltchaChallenge,
} from './bot-check/altcha';
export { type BotCheck, type BotCheckAction, createStaticBotCheck } from './bot-check/bot-check';
export {
  type BotCheckHandle,
  type BotCheckStatus,
  BotCheckStatusMessage,
  type BotCheckStatusMessageProps,
  useBotCheck,
} from './bot-check/use-bot-check';
// --- machines (pure, spec 1 §4) ----------------------------------------------------------------------
export {
  type AccountEvent,
  type AccountState,
  accountReducer,
  type ChangeEmailResult,
  initialAccountState,
} from './machine/account-machine';
export {
  type AuthEvent,
  type AuthState,
  type AuthStatus,
  authReducer,
  canLogIn,
  currentUser,
  initialAuthState,
  isLoggedIn,
  isLoggedOut,
  type LoggedInState,
  type LoggedOutState,
} from './machine/auth-machine';
export {
  type CertificateFormEvent,
  type CertificateFormField,
  type CertificateFormState,
  type CertificateNameField,
  certificateFieldProblem,
  certificateFormReducer,
  initialCertificateFormState,
  invalidCertificateFields,
} from './machine/certificate-form-machine';
export {
  createLinkReducer,
  initialLinkState,
  isLinkDone,
  isLinkFailed,
  isLinkWorking,
  type LinkAnswer,
  type LinkEvent,
  type LinkKind,
  type LinkState,
  linkStatusNames,
} from './machine/link-machine';
export type { LoginOutcomeState, LoginStatus } from './machine/login-result';
export { loginOutcome } from './machine/login-result';
// --- screens -----------------------------------------------------------------------------------------
export { AccountScreen, type AccountScreenProps } from './screens/account/account-screen';
export {
  AccountMenu,
  type AccountMenuPaths,
  type AccountMenuProps,
  defaultAccountMenuPaths,
} from './screens/account-menu/account-menu';
export { EDITOR_PATHS, EditorLinks, type EditorLinksProps } from './screens/account-menu/editor-links';
export {
  CertificateForm,
  type CertificateFormProps,
  RESULT_PATH,
  RESULT_TRAINING_PARAM,
  resultLinkPath,
} from './screens/certificate-form/certificate-form';
export {
  type CertificateEnding,
  StandaloneCertificateForm,
  type StandaloneCertificateFormProps,
} from './screens/certificate-form/standalone-certificate-form';
export {
  CertificateOverviewScreen,
  type CertificateOverviewScreenProps,
  facebookShareUrl,
  linkedInAddToProfileUrl,
  TRAINING_NAME_PARAM,
} from './screens/certificate-overview/certificate-overview-screen';
export { LoginForm, type LoginFormProps } from './screens/login/login-form';
export { LoginScreen, type LoginScreenProps } from './screens/login/login-screen';
export { LogoutScreen, type LogoutScreenProps } from './screens/logout/logout-screen';
export {
  ActivationScreen,
  AnonymizeUserScreen,
  ChangeEmailScreen,
  type LinkScreenProps,
} from './screens/magic-link/link-screen';
export { MyTrainingsScreen, type MyTrainingsScreenProps } from './screens/my-trainings/my-trainings-screen';
export { PageNotice, type PageNoticeProps } from './screens/page-notice/page-notice';
export {
  ResultScreen,
  type ResultScreenProps,
  resultPassed,
  trainingFromQuery,
} from './screens/result/result-screen';
// --- store, context and helpers ---------------------------------------------------------------------
export {
  antiForgeryTokenFromPage,
  DEFAULT_ANTI_FORGERY_FIELD,
  readAntiForgeryToken,
} from './store/anti-forgery';
export { type AuthContextValue, AuthProvider, type AuthProviderProps, useAuth } from './store/auth-context';
export {
  AUTH_RETRY_DELAY_MS,
  type AuthStore,
  type AuthStoreDeps,
  createAuthStore,
  DEFAULT_LOGIN_REDIRECT,
  type LoginInput,
} from './store/auth-store';
export {
  type AuthApi,
  type AuthNavigation,
  type AuthTimers,
  type AuthTrackEvent,
  defaultTimers,
} from './store/deps';
export { DEFAULT_LOGIN_HINT_COOKIE, hasLoginHint } from './store/link-hint';
export {
  type LinkParams,
  linkParamsValid,
  readLinkParams,
  runLink,
  safeRedirectPath,
} from './store/link-runner';
export {
  leavePageNotice,
  PAGE_NOTICE_KEY,
  type PageNoticeKind,
  takePageNotice,
} from './store/page-notice';
export {
  browserSessionStorage,
  type ResultStorage,
  readStoredResult,
  rememberCertificateId,
  rememberTrainingResult,
  resultStorageKeys,
  type StoredResult,
} from './store/result-storage';
export { CELEBRATION_MS, Celebration, type CelebrationProps } from './ui/celebration';
