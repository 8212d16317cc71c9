import { Button, Heading, Loader } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type FormEvent, useEffect } from 'react';
import { isLoggedOut } from '../../machine/auth-machine';
import { useAuth } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { safeRedirectPath } from '../../store/link-runner';
import { Message } from '../../ui/message';
import { fillPageField, PageField } from '../../ui/page-field';
import { useDocumentTitle } from '../../ui/use-document-title';

/** Props of {@link LogoutScreen}. */
export interface LogoutScreenProps {
  /** The site's navigation; the `redirect` query parameter says where to go after (default /). */
  readonly navigation: AuthNavigation;
  /** Where the form posts without scripts (the server's logout form handler). Default '/logout'. */
  readonly formAction?: string;
}

/**
 * `/logout` (spec 1 §2): asks before logging out. Opening the page never logs anyone out: a link
 * scanner or a browser that loads pages ahead would otherwise end the visitor's session. The button
 * logs out and then goes to `redirect` (default /, paths of this site only).
 * - With scripts: the logout call of spec 1 §7 (anti-forgery header, 500 ms retries of spec 1 §4).
 * - Without scripts: the form posts to the server with the anti-forgery field the server fills in,
 *   and the server answers with the redirect. `?fout=1` is the server saying that post was refused.
 * A visitor who is not signed in has nothing to log out of and goes on at once.
 */
export function LogoutScreen({ navigation, formAction = '/logout' }: LogoutScreenProps) {
  const t = useT();
  const { state, store } = useAuth();
  const redirect = safeRedirectPath(navigation.searchParams.get('redirect')) ?? '/';
  const refused = navigation.searchParams.get('fout') === '1';
  useDocumentTitle(t('accountMenu.logout'));

  useEffect(() => {
    if (isLoggedOut(state)) navigation.navigate(redirect, { replace: true });
  }, [state, navigation, redirect]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Until the session check has answered, the browser posts the form itself (the server knows).
    if (state.status !== 'logged in' && state.status !== 'logged in - logout api error') {
      fillPageField(event.currentTarget);
      return;
    }
    event.preventDefault();
    void store.logout();
  };

  const working =
    state.status === 'logged in - logging out' ||
    (state.status === 'logged in - logout api error' && state.retrying);
  const gaveUp = state.status === 'logged in - logout api error' && !state.retrying;
  return (
    <div className="au-screen au-screen--logout">
      <Heading level={1}>{t('accountMenu.logout')}</Heading>
      {working ? (
        <Loader label={t('logout.working')} />
      ) : (
        <>
          {gaveUp || refused ? (
            <Message kind="error">{t('errors.loginFailed')}</Message>
          ) : (
            <p>{t('logout.question')}</p>
          )}
          <form method="post" action={formAction} onSubmit={onSubmit} className="au-actions">
            <PageField />
            <input type="hidden" name="redirect" value={redirect} />
            <Button type="submit">{gaveUp ? t('common.tryAgain') : t('accountMenu.logout')}</Button>
          </form>
        </>
      )}
    </div>
  );
}
