import { describe, expect, it } from 'vitest';
import { loginOutcome } from './login-result';

describe('login result mapping (spec 1 §4)', () => {
  it.each([
    ['success', 'logged in - redirecting'],
    ['account magic link sent', 'logged out - account magic link sent'],
    ['error too many attempts', 'logged out - error too many attempts'],
    ['error recaptcha failed', 'logged out - error recaptcha failed'],
    ['error generic not authorized', 'logged out - error generic not authorized'],
    ['something new', 'logged out - error login not authorized'],
    ['', 'logged out - error login not authorized'],
  ])('%j leads to %j', (answer, state) => {
    expect(loginOutcome(answer).status).toBe(state);
  });
});
