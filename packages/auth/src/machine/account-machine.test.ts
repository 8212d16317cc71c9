import { describe, expect, it } from 'vitest';
import { type AccountState, accountReducer, initialAccountState } from './account-machine';

const editing = accountReducer(accountReducer(initialAccountState, { type: 'edit started' }), {
  type: 'new email typed',
  value: 'nieuw@example.nl',
});
const sending = accountReducer(editing, { type: 'change submitted', emailValid: true });

describe('account page state (spec 1 §3, §4)', () => {
  it('starts closed, not editing, with the bot-check token -1 (spec 1 §9)', () => {
    expect(initialAccountState).toMatchObject({
      isEditing: false,
      deleteModalOpen: false,
      deleteConfirmationSent: false,
      captchaReady: false,
      captchaToken: -1,
    });
  });

  it('change e-mail: edit, type, send, sent', () => {
    expect(editing).toMatchObject({ isEditing: true, newEmail: 'nieuw@example.nl' });
    expect(sending.changeEmail).toEqual({ status: 'sending' });
    const sent = accountReducer(sending, { type: 'change answered', status: 'success' });
    expect(sent).toMatchObject({
      isEditing: false,
      changeEmail: { status: 'sent', email: 'nieuw@example.nl' },
    });
  });

  it('an invalid new e-mail is refused before sending', () => {
    expect(accountReducer(editing, { type: 'change submitted', emailValid: false }).changeEmail).toEqual({
      status: 'invalid email',
    });
    expect(accountReducer(initialAccountState, { type: 'change submitted', emailValid: true })).toBe(
      initialAccountState,
    );
  });

  it('the current address is refused before sending, with its own state (decision 0033)', () => {
    expect(
      accountReducer(editing, { type: 'change submitted', emailValid: true, sameEmail: true }).changeEmail,
    ).toEqual({ status: 'same email' });
  });

  it.each([
    ['error invalid email', 'invalid email'],
    ['not authorized', 'not authorized'],
    ['error too many attempts', 'too many attempts'],
    ['failed', 'failed'],
  ] as const)('answer %s shows %s and keeps editing', (status, expected) => {
    const next = accountReducer(sending, { type: 'change answered', status });
    expect(next.changeEmail).toEqual({ status: expected });
    expect(next.isEditing).toBe(true);
  });

  it('cancel leaves editing, but not while sending', () => {
    expect(accountReducer(editing, { type: 'edit cancelled' })).toMatchObject({
      isEditing: false,
      newEmail: '',
    });
    expect(accountReducer(sending, { type: 'edit cancelled' })).toBe(sending);
    expect(accountReducer(editing, { type: 'change answered', status: 'success' })).toBe(editing);
  });

  it('delete modal: open, request, confirmation sent toggles, close', () => {
    const open = accountReducer(initialAccountState, { type: 'delete modal opened' });
    expect(open.deleteModalOpen).toBe(true);
    const requesting = accountReducer(open, { type: 'delete requested' });
    expect(requesting.deleteRequest).toBe('sending');
    expect(accountReducer(requesting, { type: 'delete requested' })).toBe(requesting);
    expect(accountReducer(requesting, { type: 'delete modal closed' })).toBe(requesting);
    const sent = accountReducer(requesting, { type: 'delete answered', ok: true });
    expect(sent).toMatchObject({ deleteConfirmationSent: true, deleteRequest: 'idle' });
    const closed = accountReducer(sent, { type: 'delete modal closed' });
    expect(closed.deleteModalOpen).toBe(false);
    // Opening again starts over.
    expect(accountReducer(closed, { type: 'delete modal opened' }).deleteConfirmationSent).toBe(false);
  });

  it('a failed delete request can be tried again', () => {
    const open: AccountState = { ...initialAccountState, deleteModalOpen: true, deleteRequest: 'sending' };
    const failed = accountReducer(open, { type: 'delete answered', ok: false });
    expect(failed).toMatchObject({ deleteRequest: 'failed', deleteConfirmationSent: false });
    expect(accountReducer(failed, { type: 'delete requested' }).deleteRequest).toBe('sending');
    expect(accountReducer(initialAccountState, { type: 'delete requested' })).toBe(initialAccountState);
    expect(accountReducer(initialAccountState, { type: 'delete answered', ok: true })).toBe(
      initialAccountState,
    );
  });

  it('keeps the bot-check flag and token', () => {
    expect(
      accountReducer(initialAccountState, { type: 'captcha changed', ready: true, token: 'tok' }),
    ).toMatchObject({ captchaReady: true, captchaToken: 'tok' });
  });
});
