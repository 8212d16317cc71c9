import {
  type ApiResult,
  type AuthUser,
  isApiError,
  type LinkResult,
  safeRedirectPath,
} from '@dementie/api-client';
import type { createLinkReducer, LinkAnswer, LinkKind, LinkState } from '../machine/link-machine';
import type { AuthStore } from './auth-store';
import { wait } from './deps';

/** The query parameters of a link (spec 1 §2 route table). */
export interface LinkParams {
  readonly activationToken: string | null;
  /** /auto-activate carries userEmail. */
  readonly userEmail: string | null;
  /** /change-email and /anonymize-user carry userId. */
  readonly userId: string | null;
  readonly redirectPath: string | null;
}

/** Reads a link's parameters from the query string. */
export function readLinkParams(searchParams: URLSearchParams): LinkParams {
  const get = (name: string) => {
    const value = searchParams.get(name);
    return value === null || value.trim() === '' ? null : value.trim();
  };
  return {
    activationToken: get('activationToken'),
    userEmail: get('userEmail'),
    userId: get('userId'),
    redirectPath: safeRedirectPath(get('redirectPath')),
  };
}

/** The shared open-redirect guard (decision 0021): the same check as the server's. */
export { safeRedirectPath };

/** Whether the link has what its call needs. */
export function linkParamsValid(kind: LinkKind, params: LinkParams): boolean {
  if (!params.activationToken) return false;
  return kind === 'activate' ? params.userEmail !== null : params.userId !== null;
}

function toAnswer(result: ApiResult<LinkResult<string>>, willRetry: boolean): LinkAnswer {
  if (result.kind === 'loaded') {
    switch (result.value.status) {
      case 'success':
        return { kind: 'success', user: result.value.user ?? null };
      case 'error token not valid':
        return { kind: 'error token not valid' };
      case 'not authorized':
        return { kind: 'not authorized' };
    }
  }
  if (result.kind === 'unauthorized') return { kind: 'not authorized' };
  if (isApiError(result)) return { kind: 'api error', willRetry };
  // spec 1 §4: any other answer of a link is an api error; only connection and server failures retry.
  return { kind: 'api error', willRetry: false };
}

function callFor(
  store: AuthStore,
  kind: LinkKind,
  params: LinkParams,
): Promise<ApiResult<LinkResult<string>>> {
  const token = params.activationToken ?? '';
  switch (kind) {
    case 'activate':
      return store.deps.api.activate({ activationToken: token, email: params.userEmail ?? '' });
    case 'change-email':
      return store.deps.api.changeEmailFromMagicLink({ activationToken: token, userId: params.userId ?? '' });
    case 'anonymize':
      return store.deps.api.anonymizeUserFromMagicLink({
        activationToken: token,
        userId: params.userId ?? '',
      });
  }
}

/**
 * Runs one link machine from its working state to an end state: the call, retries after 500 ms
 * on api errors (spec 1 §4, §9), and on success the auth store update (activation and change-email
 * sign the user in with the answer's user; anonymize signs out).
 * @param getState - the machine's current state; `dispatch` - its reducer's dispatch
 */
export async function runLink<K extends LinkKind>(options: {
  readonly store: AuthStore;
  readonly kind: K;
  readonly params: LinkParams;
  readonly getState: () => LinkState<K>;
  readonly dispatch: (event: Parameters<ReturnType<typeof createLinkReducer<K>>>[1]) => void;
  readonly signal?: AbortSignal;
}): Promise<void> {
  const { store, kind, params } = options;
  const redirectPath = params.redirectPath ?? '/';
  for (;;) {
    if (options.signal?.aborted) return;
    const state = options.getState();
    if (!('attempt' in state) || state.status === 'api error') return;
    const attempt = state.attempt;
    const result = await callFor(store, kind, params);
    if (options.signal?.aborted) return;
    const answer = toAnswer(result, attempt < store.deps.maxAttempts);
    options.dispatch({ type: 'answered', answer, redirectPath });
    if (answer.kind === 'success') {
      applySuccess(store, kind, answer.user);
      return;
    }
    if (answer.kind !== 'api error' || !answer.willRetry) return;
    if (!(await wait(store.deps.timers, store.deps.retryDelayMs, options.signal))) return;
    options.dispatch({ type: 'retried' });
  }
}

function applySuccess(store: AuthStore, kind: LinkKind, user: AuthUser | null): void {
  if (kind === 'anonymize') {
    store.signedOut();
    return;
  }
  if (user) store.signedIn(user);
  else void store.reverify();
}
