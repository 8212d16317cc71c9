import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useId, useRef, useState } from 'react';
import { isLoggedIn } from '../../machine/auth-machine';
import { useAuth } from '../../store/auth-context';

/** The paths the account menu links to (spec 1 §2 route table). */
export interface AccountMenuPaths {
  readonly login: string;
  readonly profile: string;
  readonly trainings: string;
  readonly logout: string;
}

/** The spec's routes. */
export const defaultAccountMenuPaths: AccountMenuPaths = {
  login: '/login',
  profile: '/account-gegevens',
  trainings: '/mijn-trainingen',
  logout: '/logout',
};

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  /** Override the link targets (e.g. a prefix); default the spec's routes. */
  readonly paths?: AccountMenuPaths;
}

/**
 * The account menu in the header (spec 1 §2). Logged out: one 'Inloggen' link. Logged in: a
 * disclosure button 'Mijn account' opening links to the profile, my trainings and logging out.
 * Plain links, so the site's router (or a full page load) does the navigation.
 */
export function AccountMenu({ paths = defaultAccountMenuPaths }: AccountMenuProps) {
  const t = useT();
  const { state } = useAuth();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
    return (
      <nav className="au-account-menu" aria-label={t('accountMenu.label')}>
        <a className="au-account-menu__login" href={paths.login}>
          {t('accountMenu.login')}
        </a>
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
        <li>
          <a href={paths.profile}>{t('accountMenu.profile')}</a>
        </li>
        <li>
          <a href={paths.trainings}>{t('accountMenu.trainings')}</a>
        </li>
        <li>
          <a href={paths.logout}>{t('accountMenu.logout')}</a>
        </li>
      </ul>
    </nav>
  );
}
