import type { AuthUser } from '@dementie/api-client';

/*
 * The three link machines of spec 1 §4 (activation, change e-mail, anonymize user) share one
 * reducer; each keeps the spec's own state names (`linkStatusNames`). 'confirm in this browser' is
 * our addition (decision 0002): a link opened in another browser than the one that asked for it waits for
 * one click, so mail scanners that run scripts cannot use it.
 */

/** The three links of spec 1 §2. */
export type LinkKind = 'activate' | 'change-email' | 'anonymize';

/** The spec's names of the first, working and success states per link (spec 1 §4). */
export const linkStatusNames = {
  activate: { initial: 'activate account', working: 'activating', done: 'account activated' },
  'change-email': { initial: 'change email', working: 'changing', done: 'email changed' },
  anonymize: { initial: 'anonymize user', working: 'anonymizing', done: 'anonymized' },
} as const satisfies Record<LinkKind, { initial: string; working: string; done: string }>;

type Names<K extends LinkKind> = (typeof linkStatusNames)[K];

/** The state of one link screen. */
export type LinkState<K extends LinkKind = LinkKind> =
  | { readonly status: Names<K>['initial'] }
  | { readonly status: 'confirm in this browser' }
  | { readonly status: Names<K>['working']; readonly attempt: number }
  | { readonly status: Names<K>['done']; readonly user: AuthUser | null; readonly redirectPath: string }
  | { readonly status: 'error token not valid' }
  | { readonly status: 'not authorized' }
  /** A network or server failure: retried after 500 ms while `retrying` (spec 1 §4, §9). */
  | { readonly status: 'api error'; readonly attempt: number; readonly retrying: boolean };

/** What the link call answered, reduced to what the machine needs. */
export type LinkAnswer =
  | { readonly kind: 'success'; readonly user: AuthUser | null }
  | { readonly kind: 'error token not valid' }
  | { readonly kind: 'not authorized' }
  /** Connection error or a server failure worth another attempt. */
  | { readonly kind: 'api error'; readonly willRetry: boolean };

/** Events of a link machine. */
export type LinkEvent =
  /** The screen opened. `params` false: the link lacks its token or e-mail/user id. */
  | { readonly type: 'opened'; readonly paramsValid: boolean; readonly sameBrowser: boolean }
  /** The visitor pressed the one 'Inloggen' button. */
  | { readonly type: 'confirmed' }
  | { readonly type: 'answered'; readonly answer: LinkAnswer; readonly redirectPath: string }
  | { readonly type: 'retried' };

/** The first state of a link machine. */
export function initialLinkState<K extends LinkKind>(kind: K): LinkState<K> {
  return { status: linkStatusNames[kind].initial } as LinkState<K>;
}

/** True while the screen should show its loader. */
export function isLinkWorking(kind: LinkKind, state: LinkState): boolean {
  const names = linkStatusNames[kind];
  return (
    state.status === names.initial ||
    state.status === names.working ||
    (state.status === 'api error' && state.retrying)
  );
}

/** True once the link failed for good ('Oeps!'). */
export function isLinkFailed(state: LinkState): boolean {
  return (
    state.status === 'error token not valid' ||
    state.status === 'not authorized' ||
    (state.status === 'api error' && !state.retrying)
  );
}

/** True once the link did its work. */
export function isLinkDone(kind: LinkKind, state: LinkState): boolean {
  return state.status === linkStatusNames[kind].done;
}

/** Creates the reducer of one link kind. */
export function createLinkReducer<K extends LinkKind>(kind: K) {
  const names = linkStatusNames[kind];
  const working = (attempt: number) => ({ status: names.working, attempt }) as LinkState<K>;

  return function linkReducer(state: LinkState<K>, event: LinkEvent): LinkState<K> {
    switch (event.type) {
      case 'opened':
        if (state.status !== names.initial) return state;
        if (!event.paramsValid) return { status: 'error token not valid' };
        // Only the login link asks for a click in another browser; change-email and anonymize
        // need the signed-in session of the user anyway (spec 1 §6: they may answer 'not authorized').
        if (kind === 'activate' && !event.sameBrowser) return { status: 'confirm in this browser' };
        return working(1);

      case 'confirmed':
        return state.status === 'confirm in this browser' ? working(1) : state;

      case 'answered': {
        if (state.status !== names.working) return state;
        const attempt = (state as { readonly attempt: number }).attempt;
        switch (event.answer.kind) {
          case 'success':
            return {
              status: names.done,
              user: event.answer.user,
              redirectPath: event.redirectPath,
            } as LinkState<K>;
          case 'error token not valid':
            return { status: 'error token not valid' };
          case 'not authorized':
            return { status: 'not authorized' };
          case 'api error':
            return { status: 'api error', attempt, retrying: event.answer.willRetry };
        }
        return state;
      }

      case 'retried': {
        if (state.status !== 'api error') return state;
        const failure = state as Extract<LinkState, { status: 'api error' }>;
        return failure.retrying ? working(failure.attempt + 1) : state;
      }
    }
  };
}
