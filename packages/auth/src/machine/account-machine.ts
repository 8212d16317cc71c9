import type { CHANGE_OWN_EMAIL_STATUSES } from '@dementie/api-client';

/*
 * The account page state of spec 1 §3: newEmail, isEditing, the change-e-mail result, the delete
 * modal open flag, the bot-check ready flag and token (default -1, spec 1 §9) and
 * deleteConfirmationSent (spec 1 §4: it toggles after the request).
 */

/** Outcome of the change-own-email request. */
export type ChangeEmailResult =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'invalid email' }
  /** The new address is the account's current one: nothing to change (decision 0033). */
  | { readonly status: 'same email' }
  | { readonly status: 'sent'; readonly email: string }
  | { readonly status: 'not authorized' }
  | { readonly status: 'too many attempts' }
  | { readonly status: 'failed' };

/** The account page state. */
export interface AccountState {
  readonly newEmail: string;
  readonly isEditing: boolean;
  readonly changeEmail: ChangeEmailResult;
  readonly deleteModalOpen: boolean;
  /** The anonymize-account request: idle, sending, or failed (success sets deleteConfirmationSent). */
  readonly deleteRequest: 'idle' | 'sending' | 'failed';
  readonly deleteConfirmationSent: boolean;
  readonly captchaReady: boolean;
  /** The bot-check token; -1 until one arrives (spec 1 §9). */
  readonly captchaToken: string | -1;
}

/** Events of the account page. */
export type AccountEvent =
  | { readonly type: 'edit started' }
  | { readonly type: 'edit cancelled' }
  | { readonly type: 'new email typed'; readonly value: string }
  | {
      readonly type: 'change submitted';
      readonly emailValid: boolean;
      /** True when the new address equals the current one (checked before any call). */
      readonly sameEmail?: boolean;
    }
  | {
      readonly type: 'change answered';
      readonly status: (typeof CHANGE_OWN_EMAIL_STATUSES)[number] | 'failed';
    }
  | { readonly type: 'delete modal opened' }
  | { readonly type: 'delete modal closed' }
  | { readonly type: 'delete requested' }
  | { readonly type: 'delete answered'; readonly ok: boolean }
  | { readonly type: 'captcha changed'; readonly ready: boolean; readonly token: string | -1 };

/** The first account state. */
export const initialAccountState: AccountState = Object.freeze<AccountState>({
  newEmail: '',
  isEditing: false,
  changeEmail: { status: 'idle' },
  deleteModalOpen: false,
  deleteRequest: 'idle',
  deleteConfirmationSent: false,
  captchaReady: false,
  captchaToken: -1,
});

/** The account page reducer. */
export function accountReducer(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'edit started':
      return { ...state, isEditing: true, newEmail: '', changeEmail: { status: 'idle' } };
    case 'edit cancelled':
      return state.changeEmail.status === 'sending'
        ? state
        : { ...state, isEditing: false, newEmail: '', changeEmail: { status: 'idle' } };
    case 'new email typed':
      return { ...state, newEmail: event.value };
    case 'change submitted':
      if (!state.isEditing || state.changeEmail.status === 'sending') return state;
      return {
        ...state,
        changeEmail: !event.emailValid
          ? { status: 'invalid email' }
          : event.sameEmail
            ? { status: 'same email' }
            : { status: 'sending' },
      };
    case 'change answered': {
      if (state.changeEmail.status !== 'sending') return state;
      switch (event.status) {
        case 'success':
          return { ...state, isEditing: false, changeEmail: { status: 'sent', email: state.newEmail } };
        case 'error invalid email':
          return { ...state, changeEmail: { status: 'invalid email' } };
        case 'not authorized':
          return { ...state, changeEmail: { status: 'not authorized' } };
        case 'error too many attempts':
          return { ...state, changeEmail: { status: 'too many attempts' } };
        default:
          return { ...state, changeEmail: { status: 'failed' } };
      }
    }
    case 'delete modal opened':
      return { ...state, deleteModalOpen: true, deleteRequest: 'idle', deleteConfirmationSent: false };
    case 'delete modal closed':
      return state.deleteRequest === 'sending' ? state : { ...state, deleteModalOpen: false };
    case 'delete requested':
      return state.deleteModalOpen && state.deleteRequest !== 'sending'
        ? { ...state, deleteRequest: 'sending' }
        : state;
    case 'delete answered':
      if (state.deleteRequest !== 'sending') return state;
      return event.ok
        ? { ...state, deleteRequest: 'idle', deleteConfirmationSent: true }
        : { ...state, deleteRequest: 'failed' };
    case 'captcha changed':
      return { ...state, captchaReady: event.ready, captchaToken: event.token };
  }
}
