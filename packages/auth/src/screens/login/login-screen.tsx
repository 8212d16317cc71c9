import { Heading, Loader } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect } from 'react';
import { useAuth } from '../../store/auth-context';
import { DEFAULT_LOGIN_REDIRECT } from '../../store/auth-store';
import type { AuthNavigation } from '../../store/deps';
import { safeRedirectPath } from '../../store/link-runner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoginForm } from './login-form';

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /** The site's navigation; the `redirectPath` query parameter overrides the default redirect. */
  readonly navigation: AuthNavigation;
}

/** The login page `/login` (spec 1 §2): after a success it goes to /mijn-trainingen by default. */
export function LoginScreen({ navigation }: LoginScreenProps) {
  const t = useT();
  const { state } = useAuth();
  useDocumentTitle(t('login.title'));
  const redirectPath =
    safeRedirectPath(navigation.searchParams.get('redirectPath')) ?? DEFAULT_LOGIN_REDIRECT;

  useEffect(() => {
    // Someone who is already signed in has nothing to do here.
    if (state.status === 'logged in') navigation.navigate(redirectPath, { replace: true });
  }, [state.status, navigation, redirectPath]);

  return (
    <div className="au-screen au-screen--login">
      <Heading level={1}>{t('login.title')}</Heading>
      {state.status === 'verify authentication' ? (
        <Loader withoutScript={t('app.needsScript')} />
      ) : (
        <>
          <p className="au-intro">{t('login.intro')}</p>
          <LoginForm variant="page" redirectPath={redirectPath} navigation={navigation} />
        </>
      )}
    </div>
  );
}
