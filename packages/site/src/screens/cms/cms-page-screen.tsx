import { useT } from '@dementie/i18n-catalogues/react';
import { useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { CmsPageData } from './cms-loader';

/** A CMS page: its header and its blocks (spec 2 §2.2-§2.5). */
export function CmsPageScreen({ home = false }: { home?: boolean }) {
  const { node, preview } = useLoaderData() as CmsPageData;
  const t = useT();
  const title = node.label ?? node.title ?? '';
  const intro = node.field_introduction?.[0]?.value;
  useDocumentTitle(home ? null : (node.metatag?.title ?? title));
  return (
    <article className="site-page">
      {preview ? (
        <p className="site-page__preview" role="note">
          {t('site.preview.notice')}
        </p>
      ) : null}
      <header className="site-page__header">
        <h1>{title}</h1>
        {intro ? <p className="site-page__intro">{intro}</p> : null}
      </header>
    </article>
  );
}
