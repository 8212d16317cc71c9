import { documentTitle } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect } from 'react';

/** Sets the document title to the page title followed by the initiative name (spec 1 §2). */
export function useDocumentTitle(pageTitle: string): void {
  const t = useT();
  useEffect(() => {
    document.title = documentTitle(t, pageTitle);
  }, [t, pageTitle]);
}
