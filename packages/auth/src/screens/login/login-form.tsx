import { Button, Checkbox, Heading, TextInput } from '@dementie/block-kit';
import { normaliseEmailInput } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { BotCheckAction } from '../../bot-check/bot-check';
import { BotCheckStatusMessage, useBotCheck } from '../../bot-check/use-bot-check';
import type { AuthState } from '../../machine/auth-machine';
import { useAuth } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { Message } from '../../ui/message';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /**
   * `page` on the login page: the newsletter checkbox is hidden and `FromLoginPage` is sent
   * (spec 1 §2, §7); `inline` elsewhere (the logged-out account page). Default `page`.
   */
  readonly variant?: 'page' | 'inline';
  /** Where to go after a success; default /mijn-trainingen on the login page, else the answer's path. */
  readonly redirectPath?: string | undefined;
  /** The site's navigation, used for the redirect after a success. */
  readonly navigation: AuthNavigation;
  /** Heading level of the 'Welkom terug!' heading. Default 2. */
  readonly headingLevel?: 2 | 3;
  /** Hears the bot-check ready flag and token (the account state keeps them, spec 1 §3). */
  readonly onBotCheckChange?: (ready: boolean, token: string | -1) => void;
}

const BOT_CHECK_ACTION: BotCheckAction = 'authentication';

function errorMessageKey(state: AuthState) {
  switch (state.status) {
    case 'logged out - invalid email':
      return 'errors.invalidEmail' as const;
    case 'logged out - error too many attempts':
      return 'errors.tooManyAttempts' as const;
    case 'logged out - error recaptcha failed':
      return 'errors.botCheckFailed' as const;
    case 'logged out - error generic not authorized':
    case 'logged out - error login not authorized':
    case 'logged out - login api error':
      return 'errors.loginFailed' as const;
    default:
      return null;
  }
}

/**
 * The password-less login form (spec 1 §2, §5): 'E-mailadres', lower case and no spaces as typed,
 * the bot check, the e-mail checked once the bot check returns, the sent screen 'Welkom terug!',
 * and the redirect after a success.
 */
export function LoginForm({
  variant = 'page',
  redirectPath,
  navigation,
  headingLevel = 2,
  onBotCheckChange,
}: LoginFormProps) {
  const t = useT();
  const { state, store } = useAuth();
  const botCheck = useBotCheck(onBotCheckChange);
  const [email, setEmail] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [waitingForBotCheck, setWaitingForBotCheck] = useState(false);
  // The 'Welkom terug!' screen's own actions (decision 0033): sending the mail again keeps that screen
  // while the call is under way; 'another address' goes back to the form with the field focused.
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [focusEmail, setFocusEmail] = useState(false);
  const formId = useId();
  const emailId = `${formId}-email`;

  useEffect(() => {
    if (state.status !== 'logged in - redirecting') return;
    navigation.navigate(state.redirectPath, { replace: true });
    store.redirected();
  }, [state, navigation, store]);

  useEffect(() => {
    if (!focusEmail) return;
    document.getElementById(emailId)?.focus();
    setFocusEmail(false);
  }, [focusEmail, emailId]);

  /** The login call with what the form holds (spec 1 §7), after one bot-check token. */
  async function send() {
    setWaitingForBotCheck(true);
    // spec 1 §5: the e-mail is validated when the bot-check callback returns.
    const token = await botCheck.take(BOT_CHECK_ACTION);
    setWaitingForBotCheck(false);
    return store.login({
      email,
      newsletter: variant === 'page' ? false : newsletter,
      recaptchaToken: token,
      redirectPath,
      fromLoginPage: variant === 'page',
      referrerUrl: typeof document === 'undefined' ? undefined : document.referrer || undefined,
    });
  }

  const resending =
    resend === 'sending' &&
    (waitingForBotCheck ||
      state.status === 'logged out - logging in' ||
      (state.status === 'logged out - login api error' && state.retrying));
  if (state.status === 'logged out - account magic link sent' || resending) {
    const sendAgain = async () => {
      if (resending) return;
      setResend('sending');
      // The same call as the form: the server's limits (5 link mails per address per hour) and the
      // bot check apply; 'too many attempts' leaves this screen for the form with its message.
      const next = await send();
      setResend(next.status === 'logged out - account magic link sent' ? 'sent' : 'idle');
    };
    return (
      <div className="au-login au-login--sent" aria-busy={resending}>
        {/* spec 1 §2: heading and text verbatim. */}
        <div role="status">
          <Heading level={headingLevel}>{t('login.linkSent.title')}</Heading>
          <p>{t('login.linkSent.text')}</p>
        </div>
        {resend === 'sent' ? <Message kind="success">{t('login.linkSent.resent')}</Message> : null}
        <div className="au-actions">
          <Button onClick={() => void sendAgain()} aria-disabled={resending ? true : undefined}>
            {resending ? t('login.sending') : t('login.linkSent.resend')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              if (resending) return;
              setResend('idle');
              store.resetLogin();
              setFocusEmail(true);
            }}
          >
            {t('login.linkSent.otherAddress')}
          </Button>
        </div>
      </div>
    );
  }
  if (state.status === 'logged in - redirecting' || state.status === 'logged in') {
    return (
      <p className="au-login au-login--redirecting" role="status">
        {t('login.redirecting')}
      </p>
    );
  }

  const busy =
    waitingForBotCheck ||
    state.status === 'logged out - logging in' ||
    (state.status === 'logged out - login api error' && state.retrying);
  const messageKey = errorMessageKey(state);
  const emailInvalid = state.status === 'logged out - invalid email';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setResend('idle');
    await send();
  }

  return (
    <form
      className="au-login"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={`${formId}-bot`}
      aria-busy={busy}
    >
      <TextInput
        id={emailId}
        label={t('login.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('login.emailPlaceholder')}
        value={email}
        required
        error={
          emailInvalid ? t('errors.invalidEmail', { email: t('errors.invalidEmailExample') }) : undefined
        }
        onValueChange={(value) => {
          // spec 1 §5: lower case and no spaces, as typed.
          setEmail(normaliseEmailInput(value));
          if (messageKey) store.resetLogin();
        }}
      />
      {variant === 'inline' ? (
        // spec 1 §5: marked required on the login form but not enforced; only shown off the login page.
        <Checkbox
          label={t('newsletter.optIn')}
          name="newsletter"
          checked={newsletter}
          onCheckedChange={setNewsletter}
        />
      ) : null}
      <div id={`${formId}-bot`}>
        <BotCheckStatusMessage handle={botCheck} />
      </div>
      {messageKey && !emailInvalid ? <Message kind="error">{t(messageKey)}</Message> : null}
      <div className="au-actions">
        <Button type="submit" aria-disabled={busy ? true : undefined}>
          {busy ? t('login.sending') : t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
