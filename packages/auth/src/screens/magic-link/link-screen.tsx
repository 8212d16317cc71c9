import { Button, ButtonLink, Heading, Loader } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { isLoggedIn } from '../../machine/auth-machine';
import {
  createLinkReducer,
  initialLinkState,
  isLinkDone,
  isLinkFailed,
  type LinkEvent,
  type LinkKind,
  type LinkState,
} from '../../machine/link-machine';
import { useAuth } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { linkParamsValid, readLinkParams, runLink } from '../../store/link-runner';
import { leavePageNotice, type PageNoticeKind } from '../../store/page-notice';
import { useDocumentTitle } from '../../ui/use-document-title';

/** Props of the link screens. */
export interface LinkScreenProps {
  /** The site's navigation: the query parameters of the link, and the redirect after success. */
  readonly navigation: AuthNavigation;
  /** The login page, offered when a link needs a login first. Default '/login' (spec 1 §2). */
  readonly loginPath?: string;
}

/** The routes of the links (spec 1 §2 route table), to come back to after logging in. */
const linkRoutes = {
  activate: '/auto-activate',
  'change-email': '/change-email',
  anonymize: '/anonymize-user',
} as const satisfies Record<LinkKind, string>;

/** The notice the page after a successful link shows (decision 0032); activation needs none. */
const successNotice: Partial<Record<LinkKind, PageNoticeKind>> = {
  'change-email': 'email changed',
  anonymize: 'account erased',
};

/** The page title while the link works (WCAG 2.4.2: every page has a title). */
const titleKey = {
  activate: 'login.title',
  'change-email': 'account.email.change',
  anonymize: 'account.delete.button',
} as const;

const successKey = {
  activate: 'magicLink.activated',
  'change-email': 'magicLink.emailChanged',
  anonymize: 'magicLink.anonymized',
} as const;

function LinkScreen({
  kind,
  navigation,
  loginPath = '/login',
}: LinkScreenProps & { readonly kind: LinkKind }) {
  const t = useT();
  const auth = useAuth();
  const reducer = useMemo(() => createLinkReducer(kind), [kind]);
  const [state, dispatch] = useReducer(reducer, kind, initialLinkState as (k: LinkKind) => LinkState);
  const stateRef = useRef(state);
  const params = useRef(readLinkParams(navigation.searchParams)).current;
  const running = useRef(false);

  // Keeps the ref current at once, so the runner's next read sees the new state.
  const send = useCallback(
    (event: LinkEvent) => {
      stateRef.current = reducer(stateRef.current, event);
      dispatch(event);
    },
    [reducer],
  );

  // One run per screen. It is not cancelled on unmount: a token is single use, so a call that was
  // sent must be allowed to finish (React's strict mode mounts twice); retries are capped anyway.
  const start = useCallback(() => {
    if (running.current || !('attempt' in stateRef.current)) return;
    running.current = true;
    void runLink({ store: auth.store, kind, params, getState: () => stateRef.current, dispatch: send });
  }, [auth.store, kind, params, send]);

  // Open once: an invalid link fails at once; a login link in another browser waits for a click.
  useEffect(() => {
    send({ type: 'opened', paramsValid: linkParamsValid(kind, params), sameBrowser: auth.isSameBrowser() });
    start();
  }, [kind, params, auth, send, start]);

  // Only the stable storage getter is a dependency: `auth` is a new object at every render, and a
  // second navigation while the next page loads would start that page's loading over again.
  const { noticeStorage } = auth;
  useEffect(() => {
    if (isLinkDone(kind, state)) {
      // The page the link leads to says that it worked, once (decision 0032).
      const notice = successNotice[kind];
      if (notice) leavePageNotice(noticeStorage(), notice);
      navigation.navigate((state as { readonly redirectPath: string }).redirectPath, { replace: true });
    }
  }, [kind, state, navigation, noticeStorage]);

  const failed = isLinkFailed(state);
  const failedHeading =
    kind === 'activate' && state.status !== 'not authorized'
      ? t('errors.activationLinkFailed')
      : t('magicLink.failed.title');
  useDocumentTitle(
    state.status === 'confirm in this browser'
      ? t('magicLink.otherBrowser.title')
      : failed
        ? t('magicLink.failed.title')
        : t(titleKey[kind]),
  );

  if (state.status === 'confirm in this browser') {
    return (
      <div className="au-screen au-screen--link">
        <Heading level={1}>{t('magicLink.otherBrowser.title')}</Heading>
        <p>{t('magicLink.otherBrowser.text')}</p>
        <div className="au-actions">
          <Button
            onClick={() => {
              send({ type: 'confirmed' });
              start();
            }}
          >
            {t('magicLink.otherBrowser.confirm')}
          </Button>
        </div>
      </div>
    );
  }

  if (failed) {
    const message =
      state.status === 'not authorized'
        ? t('errors.notAuthorized')
        : kind === 'activate'
          ? null
          : t('errors.magicLinkFailed');
    // spec 1 §6, §8 'Login en probeer het opnieuw': a change-e-mail or erase link opened in a new
    // browser or tab where nobody is logged in. The login link comes back to this very link, so it
    // works from there (the link still needs the owner's session: the server checks it again).
    const loginFirst = state.status === 'not authorized' && kind !== 'activate' && !isLoggedIn(auth.state);
    const back = `${linkRoutes[kind]}?${navigation.searchParams.toString()}`;
    return (
      <div className="au-screen au-screen--link">
        {/* The activation message already starts with 'Oeps!' (spec 1 §8), so it is the heading itself. */}
        <Heading level={1}>{failedHeading}</Heading>
        {message ? <p>{message}</p> : null}
        <div className="au-actions">
          {loginFirst ? (
            <ButtonLink href={`${loginPath}?${new URLSearchParams({ redirectPath: back }).toString()}`}>
              {t('magicLink.notAuthorized.login')}
            </ButtonLink>
          ) : null}
          <ButtonLink href="/" variant={loginFirst ? 'secondary' : 'primary'}>
            {t('common.backToHomepage')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="au-screen au-screen--link">
      <Loader
        label={isLinkDone(kind, state) ? t(successKey[kind]) : t('magicLink.working')}
        withoutScript={t('app.needsScript')}
      />
    </div>
  );
}

/** `/auto-activate` (spec 1 §2): activationToken, userEmail, optional redirectPath. */
export function ActivationScreen(props: LinkScreenProps) {
  return <LinkScreen kind="activate" {...props} />;
}

/** `/change-email` (spec 1 §2): activationToken, userId, optional redirectPath. */
export function ChangeEmailScreen(props: LinkScreenProps) {
  return <LinkScreen kind="change-email" {...props} />;
}

/** `/anonymize-user` (spec 1 §2): activationToken, userId, optional redirectPath. */
export function AnonymizeUserScreen(props: LinkScreenProps) {
  return <LinkScreen kind="anonymize" {...props} />;
}
