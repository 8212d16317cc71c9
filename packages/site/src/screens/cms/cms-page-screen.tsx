import {
  BlockDataProvider,
  BlockRendererProvider,
  imageCandidates,
  PageBlocks,
  type ReadAloudService,
  UtilitiesBar,
} from '@dementie/block-kit';
import type { Page, PageKind } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { type ShareImage, useDocumentTitle } from '../../hooks/use-document-title';
import { useSiteServices } from '../../services/site-services';
import { useBlockData } from './block-data';
import type { CmsPageData } from './cms-loader';
import { PageHeader } from './page-header';
import { withTrainingStarts } from './training-links';

/** Share cards are shown about 1200 pixels wide: the page image's crop nearest that, never smaller if possible. */
const SHARE_WIDTH = 1200;

/** The page's image for share cards (Open Graph), in one of its own crops. */
export function shareImage(page: Page): ShareImage | undefined {
  const image = page.image ?? page.header.image;
  if (!image) return undefined;
  const candidates = imageCandidates(image);
  const chosen = candidates.find((c) => c.width >= SHARE_WIDTH) ?? candidates[candidates.length - 1];
  return {
    url: chosen?.url ?? image.url,
    alt: image.alt,
    width: chosen?.width ?? image.width,
    height: chosen?.height ?? image.height,
  };
}

/**
 * Pages that get the utilities bar (spec 2 §2.8): the pages people read, print or pass on. Not the
 * home page and not campaigns, which are made to lead somewhere else.
 */
export const PAGE_KINDS_WITH_UTILITIES: ReadonlySet<PageKind> = new Set<PageKind>([
  'sdv',
  'news',
  'ervaringsVerhalen',
  'organisaties',
]);

/** The element the read-aloud service reads (readid), and the class of its parts (readclass). */
export const READ_ALOUD_ID = 'site-page-content';
export const READ_ALOUD_CLASS = 'site-readable';

/** The brand's read-aloud service pointed at this page's content (spec 2 §2.8). */
export function readAloudService(baseUrl: string | undefined): ReadAloudService | undefined {
  return baseUrl ? { url: baseUrl, readId: READ_ALOUD_ID, readClass: READ_ALOUD_CLASS } : undefined;
}

/** A CMS page: its header and its blocks (spec 2 §2.2-§2.5). */
export function CmsPageScreen({ home = false }: { home?: boolean }) {
  const { page: loaded, preview, previewLive } = useLoaderData() as CmsPageData;
  const { pathname } = useLocation();
  // Spec 3 §2: the page's links to a training say that the learner starts it from here.
  const page = useMemo(() => withTrainingStarts(loaded, pathname), [loaded, pathname]);
  const t = useT();
  const { brand, origin } = useSiteServices();
  const blockData = useBlockData();
  const utilities = !home && PAGE_KINDS_WITH_UTILITIES.has(page.kind);
  useDocumentTitle(home ? null : (page.metaTitle ?? page.title), {
    description: page.metaDescription,
    noindex: page.noindex ?? false,
    image: shareImage(page),
    type: page.kind === 'news' || page.kind === 'ervaringsVerhalen' ? 'article' : 'website',
  });
  return (
    <article
      id={READ_ALOUD_ID}
      className={['site-page', page.sandColor ? 'site-page--sand' : ''].filter(Boolean).join(' ')}
    >
      {preview ? (
        <p className="site-page__preview" role="note">
          {previewLive ? t('site.preview.live') : t('site.preview.notice')}
        </p>
      ) : null}
      <PageHeader page={page} className={READ_ALOUD_CLASS} />
      {utilities ? (
        // Under the page header on every brand: the same place on every page that has it.
        <UtilitiesBar
          className="site-page__utilities"
          readAloud={readAloudService(brand.readAloudUrl)}
          pageUrl={`${origin}${pathname}`}
          pageTitle={page.title}
        />
      ) : null}
      <BlockRendererProvider mode={preview ? 'preview' : 'production'}>
        <BlockDataProvider value={blockData}>
          <div className={`site-page__blocks ${READ_ALOUD_CLASS}`}>
            <PageBlocks blocks={page.blocks} />
          </div>
        </BlockDataProvider>
      </BlockRendererProvider>
    </article>
  );
}
