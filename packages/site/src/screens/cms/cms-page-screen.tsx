import { BlockDataProvider, BlockRendererProvider, PageBlocks } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useBlockData } from './block-data';
import type { CmsPageData } from './cms-loader';
import { PageHeader } from './page-header';

/** A CMS page: its header and its blocks (spec 2 §2.2-§2.5). */
export function CmsPageScreen({ home = false }: { home?: boolean }) {
  const { page, preview } = useLoaderData() as CmsPageData;
  const t = useT();
  const blockData = useBlockData();
  useDocumentTitle(home ? null : (page.metaTitle ?? page.title), page.metaDescription);
  return (
    <article className={['site-page', page.sandColor ? 'site-page--sand' : ''].filter(Boolean).join(' ')}>
      {preview ? (
        <p className="site-page__preview" role="note">
          {t('site.preview.notice')}
        </p>
      ) : null}
      <PageHeader page={page} />
      <BlockRendererProvider mode={preview ? 'preview' : 'production'}>
        <BlockDataProvider value={blockData}>
          <div className="site-page__blocks">
            <PageBlocks blocks={page.blocks} />
          </div>
        </BlockDataProvider>
      </BlockRendererProvider>
    </article>
  );
}
