import { BlockDataProvider, CookieSettingsButton, PageBlocks } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useBlockData } from './cms/block-data';
import { PageHeader } from './cms/page-header';
import { CookieList } from './cookie-list';
import type { CookiesData } from './cookies-loader';

/**
 * `/cookies` (spec 1 §2): the cookie statement. Our consent is our own (no consent provider's
 * declaration script, nothing third-party), so the statement is a CMS page, the button that
 * reopens the choice, and the declaration itself: the list of the cookies this product sets.
 */
export function CookiesScreen() {
  const { page } = useLoaderData() as CookiesData;
  const t = useT();
  const blockData = useBlockData();
  useDocumentTitle(page?.title ?? t('cookies.statement.title'));
  return (
    <article className="site-page">
      {page ? <PageHeader page={page} /> : <h1>{t('cookies.statement.title')}</h1>}
      <p>
        <CookieSettingsButton />
      </p>
      {page ? (
        <BlockDataProvider value={blockData}>
          <PageBlocks blocks={page.blocks} />
        </BlockDataProvider>
      ) : null}
      <CookieList />
    </article>
  );
}
