import { MAX_SEARCH_LENGTH } from '@dementie/api-client';
import { Island } from '@dementie/block-kit';
import { withStartingPageUrl } from '@dementie/elearning-player';
import { useT } from '@dementie/i18n-catalogues/react';
import { Link, useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SITE_ISLANDS } from '../../islands/site-islands';
import { PageHeadLinks, PageLinks } from '../overview/page-links';
import { SearchForm, type SearchFormProps } from './search-form';
import type { SearchData } from './search-loader';

/** The id of the message that says what is wrong with the term; the field points to it. */
const PROBLEM_ID = 'site-search-problem';

/**
 * Spec 2 §2.7: term, suggestions, synonyms and a content-type filter. Submitting replaces the
 * address (history replaced) with pijler and zoekterm; the loader then reloads results and synonyms.
 * On a document page (decision 0069) the results are plain markup and the form is an island; until
 * it is taken over it is a plain form asking for the same address. The results are paged as the
 * overviews are: 10 a page, by `?page=` links that work without scripts.
 */
export function SearchScreen() {
  const data = useLoaderData() as SearchData;
  const t = useT();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const results = data.results;
  const total = results?.kind === 'loaded' ? results.value.pagination.totalPages : 0;
  const title = data.term && !data.tooLong ? `${t('search.title')}: ${data.term}` : t('search.title');
  // Results are lists of other pages: kept out of search engines (decision 0041), the empty page is not.
  useDocumentTitle(data.page > 1 ? `${title} - ${t('paginator.page', { n: data.page })}` : title, {
    noindex: Boolean(data.term),
  });

  const formProps: Pick<SearchFormProps, 'term' | 'contentType' | 'problemId'> = {
    term: data.term,
    contentType: data.contentType,
    ...(data.tooLong ? { problemId: PROBLEM_ID } : {}),
  };
  return (
    <div className="site-search">
      <PageHeadLinks path={path} page={data.page} total={total} />
      <h1>{t('search.title')}</h1>
      {/* A plain form until the first touch; the field then counts what was typed before (decision 0069). */}
      <Island name={SITE_ISLANDS.searchForm} props={formProps} when="touch">
        <SearchForm
          // A new address (a synonym followed, a search from elsewhere) starts the form again from it.
          key={`${data.term}\n${data.contentType}`}
          {...formProps}
          onSearch={(term, contentType) =>
            setSearchParams({ zoekterm: term, pijler: contentType }, { replace: true })
          }
        />
      </Island>

      <div className="site-search__results" aria-live="polite" aria-busy={navigation.state === 'loading'}>
        {data.tooLong ? (
          <p role="alert" id={PROBLEM_ID} className="site-search__problem">
            {t('search.tooLong', { max: MAX_SEARCH_LENGTH })}
          </p>
        ) : results === null ? null : results.kind !== 'loaded' ? (
          <p role="alert">{t('search.failed')}</p>
        ) : (
          <>
            <h2 className="site-search__count">
              {results.value.pagination.totalItems === 0
                ? t('search.noResults', { term: data.term })
                : t('search.results', { n: results.value.pagination.totalItems, term: data.term })}
            </h2>
            {data.synonyms.length > 0 ? (
              <p className="site-search__synonyms">
                {t('search.synonyms')}{' '}
                {data.synonyms.map((synonym, index) => (
                  <span key={synonym}>
                    {index > 0 ? ', ' : null}
                    <Link
                      to={`/zoeken?zoekterm=${encodeURIComponent(synonym)}&pijler=${data.contentType}`}
                      replace
                    >
                      {synonym}
                    </Link>
                  </span>
                ))}
              </p>
            ) : null}
            <ul className="site-search__list">
              {results.value.results.map((result) => (
                <li key={`${result.type}-${result.id}`} className="site-search__result">
                  <p className="site-search__type">{t(`search.type.${result.type}`)}</p>
                  <h3>
                    {/* Spec 3 §2: a training found by search says where the learner started from. */}
                    <Link to={withStartingPageUrl(result.url, location.pathname)}>{result.title}</Link>
                  </h3>
                  {result.preview ? <p>{result.preview}</p> : null}
                </li>
              ))}
            </ul>
            <PageLinks path={path} page={data.page} total={total} />
          </>
        )}
      </div>
    </div>
  );
}
