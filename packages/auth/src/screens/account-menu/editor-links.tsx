import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';

/** The editor's pages (decision 0013): the trainings to edit in the player's admin mode, the image library. */
export const EDITOR_PATHS = { trainings: '/redactie', images: '/redactie/afbeeldingen' } as const;

/** Props of {@link EditorLinks}. */
export interface EditorLinksProps {
  readonly paths?: { readonly trainings: string; readonly images: string };
  /**
   * `items`: the role and the links as list items of the account menu's list; `block`: a sentence
   * and a list, under a heading that names the role (profile).
   */
  readonly as: 'items' | 'block';
}

/**
 * An editor's role, said in words, and the links to their pages (decision 0013): in the account menu
 * and on the profile, so the role is visible and admin mode is found without typing an address.
 */
export function EditorLinks({ paths = EDITOR_PATHS, as }: EditorLinksProps): ReactNode {
  const t = useT();
  const links = (
    <>
      <li>
        <a href={paths.trainings}>{t('accountMenu.editTrainings')}</a>
      </li>
      <li className="au-editor-links__last">
        <a href={paths.images}>{t('accountMenu.imageLibrary')}</a>
      </li>
    </>
  );
  if (as === 'items') {
    return (
      <>
        <li className="au-account-menu__role">
          {t('accountMenu.role')}: <strong>{t('accountMenu.roleEditor')}</strong>
        </li>
        {links}
      </>
    );
  }
  return (
    <>
      <p>{t('account.editor.text')}</p>
      <ul className="au-profile__links">{links}</ul>
    </>
  );
}
