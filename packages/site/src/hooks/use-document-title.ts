import { documentTitle } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect } from 'react';
import { useHeadCollector } from '../ssr/head';

/** Spec 1 §2: every screen's title is followed by the initiative name; `null` gives the name alone. */
export function useDocumentTitle(pageTitle: string | null, description?: string): void {
  const t = useT();
  const title = pageTitle ? documentTitle(t, pageTitle) : t('brand.name');
  const head = useHeadCollector();
  if (head) {
    // Server render: the title and description go into the head of the HTML answer.
    head.title = title;
    head.meta['og:title'] = pageTitle ?? t('brand.name');
    if (description) {
      head.meta.description = description;
      head.meta['og:description'] = description;
    }
  }
  useEffect(() => {
    document.title = title;
  }, [title]);
}
