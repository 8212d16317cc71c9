export { loginOutcome } from './machine/login-result';
export type { LoginOutcomeState, LoginStatus } from './machine/login-result';
