export type { LoginOutcomeState, LoginStatus } from './machine/login-result';
export { loginOutcome } from './machine/login-result';
