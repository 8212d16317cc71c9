import { documentTitle } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect } from 'react';

/** Spec 1 §2: every screen's title is followed by the initiative name; `null` gives the name alone. */
export function useDocumentTitle(pageTitle: string | null): void {
  const t = useT();
  const title = pageTitle ? documentTitle(t, pageTitle) : t('brand.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
