import { useT } from '@dementie/i18n-catalogues/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isLoggedIn, isLoggedOut } from '../../machine/auth-machine';
import { useAuth } from '../../store/auth-context';
import { PageField } from '../../ui/page-field';
import { EDITOR_PATHS, EditorLinks } from './editor-links';

/** The paths the account menu links to (spec 1 §2 route table). */
export interface AccountMenuPaths {
  readonly login: string;
  readonly profile: string;
  readonly trainings: string;
  readonly logout: string;
  /** An editor's pages (decision 0013): the trainings to edit, and the image library. */
  readonly editTrainings?: string;
  readonly imageLibrary?: string;
}

/** The spec's routes, and the editor's pages of decision 0013. */
export const defaultAccountMenuPaths: AccountMenuPaths = {
  login: '/login',
  profile: '/account-gegevens',
  trainings: '/mijn-trainingen',
  logout: '/logout',
  editTrainings: EDITOR_PATHS.trainings,
  imageLibrary: EDITOR_PATHS.images,
};

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  /** Override the link targets (e.g. a prefix); default the spec's routes. */
  readonly paths?: AccountMenuPaths;
  /** Goes to a path of the site after logging out; default a full page load. */
  readonly navigate?: (path: string) => void;
}

function assignLocation(path: string) {
  window.location.assign(path);
}

/**
 * The account menu in the header (spec 1 §2). Logged out, and while the session is not known yet
 * (decision 0097): one 'Inloggen' link. Logged in: a
 * disclosure button 'Mijn account' opening links to the profile and my trainings (plain links, so
 * the site's router or a full page load navigates) and a logout button. Logging out is an action,
 * not a link: it posts the logout call of spec 1 §7 and then goes to the home page (the default
 * redirect of /logout). When the call keeps failing it goes to /logout, which says so and offers
 * to try again. As a form it still posts to /logout if the scripts never take it over.
 */
export function AccountMenu({
  paths = defaultAccountMenuPaths,
  navigate = assignLocation,
}: AccountMenuProps) {
  const t = useT();
  const { state, store } = useAuth();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const loggingOut = useRef(false);

  const logOut = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loggingOut.current) return;
    loggingOut.current = true;
    void store.logout().then((next) => {
      loggingOut.current = false;
      navigate(isLoggedOut(next) ? '/' : paths.logout);
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!isLoggedIn(state)) {
    // Until the session is known this is the server's link, marked unknown: a browser that holds the
    // signed-in hint shows neither 'Inloggen' nor 'Mijn account' yet, only the empty room the button
    // will take (styles.css), so nothing moves when it comes; one without the hint, or without
    // scripts, has the link, which works without them.
    const unknown = state.status === 'verify authentication';
    return (
      <nav
        className={unknown ? 'au-account-menu au-account-menu--unknown' : 'au-account-menu'}
        aria-label={t('accountMenu.label')}
      >
        <a className="au-account-menu__login" href={paths.login}>
          {t('accountMenu.login')}
        </a>
        {unknown ? (
          <span className="au-account-menu__toggle au-account-menu__room" aria-hidden="true">
            {t('accountMenu.label')}
            <span className="au-account-menu__chevron" />
          </span>
        ) : null}
      </nav>
    );
  }

  return (
    <nav ref={rootRef} className="au-account-menu" aria-label={t('accountMenu.label')}>
      <button
        ref={buttonRef}
        type="button"
        className="au-account-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('accountMenu.label')}
        <span className="au-account-menu__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="au-account-menu__list" hidden={!open}>
        {state.user.isEditor ? (
          <EditorLinks
            paths={{
              trainings: paths.editTrainings ?? EDITOR_PATHS.trainings,
              images: paths.imageLibrary ?? EDITOR_PATHS.images,
            }}
            as="items"
          />
        ) : null}
        <li>
          <a href={paths.profile}>{t('accountMenu.profile')}</a>
        </li>
        <li>
          <a href={paths.trainings}>{t('accountMenu.trainings')}</a>
        </li>
        <li>
          <form method="post" action={paths.logout} onSubmit={logOut}>
            <PageField />
            <input type="hidden" name="redirect" value="/" />
            <button type="submit" className="au-account-menu__logout">
              {t('accountMenu.logout')}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
