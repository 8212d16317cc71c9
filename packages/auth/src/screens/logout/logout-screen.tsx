import { Button, Heading, Loader } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useRef } from 'react';
import { isLoggedOut } from '../../machine/auth-machine';
import { useAuth } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { safeRedirectPath } from '../../store/link-runner';

/** Props of {@link LogoutScreen}. */
export interface LogoutScreenProps {
  /** The site's navigation; the `redirect` query parameter says where to go after (default /). */
  readonly navigation: AuthNavigation;
}

/** `/logout` (spec 1 §2): logs out (with the 500 ms retries of spec 1 §4), then redirects. */
export function LogoutScreen({ navigation }: LogoutScreenProps) {
  const t = useT();
  const { state, store } = useAuth();
  const started = useRef(false);
  const redirect = safeRedirectPath(navigation.searchParams.get('redirect')) ?? '/';

  useEffect(() => {
    if (state.status === 'logged in' && !started.current) {
      started.current = true;
      void store.logout();
    }
    if (isLoggedOut(state)) navigation.navigate(redirect, { replace: true });
  }, [state, store, navigation, redirect]);

  const gaveUp = state.status === 'logged in - logout api error' && !state.retrying;
  return (
    <div className="au-screen au-screen--logout">
      <Heading level={1}>{t('accountMenu.logout')}</Heading>
      {gaveUp ? (
        <>
          <p className="au-message au-message--error" role="alert">
            {t('errors.loginFailed')}
          </p>
          <div className="au-actions">
            <Button onClick={() => void store.logout()}>{t('common.tryAgain')}</Button>
          </div>
        </>
      ) : (
        <Loader label={t('logout.working')} />
      )}
    </div>
  );
}
