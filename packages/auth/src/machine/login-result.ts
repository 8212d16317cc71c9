/** Login answer statuses of spec 1 §7. */
export type LoginStatus =
  | 'success'
  | 'account magic link sent'
  | 'error too many attempts'
  | 'error generic not authorized'
  | 'error recaptcha failed';

/** Logged-out login sub-states that a login answer can lead to (spec 1 §4). */
export type LoginOutcomeState =
  | { status: 'logged in - redirecting' }
  | { status: 'logged out - account magic link sent' }
  | { status: 'logged out - error too many attempts' }
  | { status: 'logged out - error recaptcha failed' }
  | { status: 'logged out - error generic not authorized' }
  | { status: 'logged out - error login not authorized' };

/**
 * Spec 1 §4: success leads to logged in (then a redirect); the three named errors and the sent
 * screen map to their own states; any other answer is 'error login not authorized'.
 */
export function loginOutcome(status: string): LoginOutcomeState {
  switch (status) {
    case 'success':
      return { status: 'logged in - redirecting' };
    case 'account magic link sent':
      return { status: 'logged out - account magic link sent' };
    case 'error too many attempts':
      return { status: 'logged out - error too many attempts' };
    case 'error recaptcha failed':
      return { status: 'logged out - error recaptcha failed' };
    case 'error generic not authorized':
      return { status: 'logged out - error generic not authorized' };
    default:
      return { status: 'logged out - error login not authorized' };
  }
}
