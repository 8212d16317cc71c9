import { Button, Heading, Loader, Modal, TextInput } from '@dementie/block-kit';
import { formatNewsDate, isEmailAddress, normaliseEmailInput } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { type FormEvent, type ReactNode, useReducer } from 'react';
import { type AccountState, accountReducer, initialAccountState } from '../../machine/account-machine';
import { isLoggedIn } from '../../machine/auth-machine';
import { useAuth } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { Message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { EditorLinks } from '../account-menu/editor-links';
import { LoginForm } from '../login/login-form';

/** Props of {@link AccountScreen}. */
export interface AccountScreenProps {
  /** The site's navigation (used by the login form of the logged-out variant). */
  readonly navigation: AuthNavigation;
  /** Path of this page, the redirect after logging in here. Default '/account-gegevens'. */
  readonly accountPath?: string;
}

/** A titled part of the profile (`au-profile`, with `au-profile--<name>` when `modifier`). */
function ProfileSection(props: {
  readonly name: string;
  readonly modifier?: boolean;
  readonly title: string;
  readonly children: ReactNode;
}) {
  const id = `au-profile-${props.name}`;
  const className = props.modifier ? `au-profile au-profile--${props.name}` : 'au-profile';
  return (
    <section className={className} aria-labelledby={id}>
      <Heading level={2} size="s" id={id}>
        {props.title}
      </Heading>
      {props.children}
    </section>
  );
}

/** The one secondary button of a profile part (change the address, delete the account). */
function ProfileAction(props: { readonly label: string; readonly onClick: () => void }) {
  return (
    <div className="au-actions">
      <Button variant="secondary" onClick={props.onClick}>
        {props.label}
      </Button>
    </div>
  );
}

function changeEmailMessage(state: AccountState) {
  switch (state.changeEmail.status) {
    case 'invalid email':
      return 'errors.invalidEmail' as const;
    case 'same email':
      return 'account.email.same' as const;
    case 'not authorized':
      return 'errors.notAuthorized' as const;
    case 'too many attempts':
      return 'errors.tooManyAttempts' as const;
    case 'failed':
      return 'errors.loginFailed' as const;
    default:
      return null;
  }
}

/**
 * The account page `/account-gegevens` (spec 1 §2): the profile with change-e-mail editing and the
 * delete-account modal when logged in; a login form titled 'Je bent uitgelogd.' when logged out.
 * Document title 'Mijn profiel' followed by the initiative name.
 */
export function AccountScreen({ navigation, accountPath = '/account-gegevens' }: AccountScreenProps) {
  const t = useT();
  const { state: auth, store } = useAuth();
  const [state, dispatch] = useReducer(accountReducer, initialAccountState);
  useDocumentTitle(t('account.title'));

  if (auth.status === 'verify authentication') {
    return (
      <div className="au-screen au-screen--account">
        <Heading level={1}>{t('account.title')}</Heading>
        <Loader withoutScript={t('app.needsScript')} />
      </div>
    );
  }

  if (!isLoggedIn(auth)) {
    return (
      <div className="au-screen au-screen--account">
        <Heading level={1}>{t('account.loggedOut.title')}</Heading>
        <p className="au-intro">{t('account.loggedOut.intro')}</p>
        <LoginForm
          variant="inline"
          redirectPath={accountPath}
          navigation={navigation}
          onBotCheckChange={(ready, token) => dispatch({ type: 'captcha changed', ready, token })}
        />
      </div>
    );
  }

  const user = auth.user;
  const messageKey = changeEmailMessage(state);

  async function submitChange(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = normaliseEmailInput(state.newEmail);
    const emailValid = isEmailAddress(email);
    // Your own address is valid, so 'Vul een geldig e-mailadres in' would be wrong: say what it is.
    const sameEmail = email === normaliseEmailInput(user.email);
    dispatch({ type: 'change submitted', emailValid, sameEmail });
    if (!emailValid || sameEmail || state.changeEmail.status === 'sending') return;
    const result = await store.deps.api.changeOwnEmail(user.id, email);
    dispatch({
      type: 'change answered',
      status:
        result.kind === 'loaded'
          ? result.value
          : result.kind === 'unauthorized'
            ? 'not authorized'
            : 'failed',
    });
  }

  async function requestDelete() {
    dispatch({ type: 'delete requested' });
    const result = await store.deps.api.anonymizeAccount();
    dispatch({ type: 'delete answered', ok: result.kind === 'loaded' });
  }

  const closeModal = () => dispatch({ type: 'delete modal closed' });
  const deleting = state.deleteRequest === 'sending';

  return (
    <div className="au-screen au-screen--account">
      <Heading level={1}>{t('account.title')}</Heading>
      <ProfileSection name="email" title={t('account.email.label')}>
        <p className="au-profile__email">{user.email}</p>
        <p className="au-profile__since">
          {t('account.memberSince', { date: formatNewsDate(user.created) })}
        </p>

        {state.changeEmail.status === 'sent' ? (
          <Message kind="success">
            {t('account.email.changeSent', { email: state.changeEmail.email })}
          </Message>
        ) : null}

        {state.isEditing ? (
          <form className="au-profile__change" noValidate onSubmit={submitChange}>
            <TextInput
              label={t('account.email.newLabel')}
              type="email"
              name="newEmail"
              autoComplete="email"
              required
              value={state.newEmail}
              error={
                messageKey === 'errors.invalidEmail'
                  ? t('errors.invalidEmail', { email: t('errors.invalidEmailExample') })
                  : messageKey === 'account.email.same'
                    ? t('account.email.same')
                    : undefined
              }
              onValueChange={(value) =>
                dispatch({ type: 'new email typed', value: normaliseEmailInput(value) })
              }
            />
            {messageKey && messageKey !== 'errors.invalidEmail' && messageKey !== 'account.email.same' ? (
              <Message kind="error">{t(messageKey)}</Message>
            ) : null}
            <div className="au-actions">
              <Button type="submit" aria-disabled={state.changeEmail.status === 'sending' ? true : undefined}>
                {state.changeEmail.status === 'sending' ? t('login.sending') : t('common.save')}
              </Button>
              <Button variant="secondary" onClick={() => dispatch({ type: 'edit cancelled' })}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <ProfileAction
            label={t('account.email.change')}
            onClick={() => dispatch({ type: 'edit started' })}
          />
        )}
      </ProfileSection>

      {user.isEditor ? (
        <ProfileSection name="editor" modifier title={t('account.editor.title')}>
          <EditorLinks as="block" />
        </ProfileSection>
      ) : null}

      <ProfileSection name="delete" modifier title={t('account.delete.button')}>
        <ProfileAction
          label={t('account.delete.button')}
          onClick={() => dispatch({ type: 'delete modal opened' })}
        />
      </ProfileSection>

      <Modal
        open={state.deleteModalOpen}
        onClose={closeModal}
        title={t('account.delete.title')}
        {...(state.deleteConfirmationSent
          ? {}
          : {
              primaryAction: {
                label: deleting ? t('login.sending') : t('account.delete.confirm'),
                onClick: () => void requestDelete(),
                // Busy, not disabled: the pressed button keeps the focus while the mail is asked for.
                busy: deleting,
              },
              secondaryAction: { label: t('account.delete.cancel'), onClick: closeModal, disabled: deleting },
            })}
      >
        {state.deleteConfirmationSent ? (
          // The result takes the focus from the button it replaces (the modal focuses data-autofocus),
          // so a screen reader reads it and the keyboard stays in the dialog.
          <p role="status" tabIndex={-1} data-autofocus="">
            {t('account.delete.sent')}
          </p>
        ) : (
          <>
            <p>{t('account.delete.text')}</p>
            {state.deleteRequest === 'failed' ? (
              <Message kind="error">{t('errors.loginFailed')}</Message>
            ) : null}
          </>
        )}
      </Modal>
    </div>
  );
}
