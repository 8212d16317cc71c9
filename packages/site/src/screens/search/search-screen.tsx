import { SEARCH_CONTENT_TYPES, type SearchContentType } from '@dementie/api-client';
import { Button } from '@dementie/block-kit';
import { withStartingPageUrl } from '@dementie/elearning-player';
import { useT } from '@dementie/i18n-catalogues/react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSiteServices } from '../../services/site-services';
import type { SearchData } from './search-loader';
import { SuggestionCombobox } from './suggestion-combobox';

/**
 * Spec 2 §2.7: term, suggestions, synonyms and a content-type filter. Submitting replaces the
 * address (history replaced) with pijler and zoekterm; the loader then reloads results and synonyms.
 */
export function SearchScreen() {
  const data = useLoaderData() as SearchData;
  const t = useT();
  const { api } = useSiteServices();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const [term, setTerm] = useState(data.term);
  const [contentType, setContentType] = useState<SearchContentType>(data.contentType);
  const filterId = useId();
  // Results are lists of other pages: kept out of search engines (decision 0041), the empty page is not.
  useDocumentTitle(data.term ? `${t('search.title')}: ${data.term}` : t('search.title'), {
    noindex: Boolean(data.term),
  });

  function submit(nextTerm: string, nextType: SearchContentType) {
    setSearchParams({ zoekterm: nextTerm.trim(), pijler: nextType }, { replace: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(term, contentType);
  }

  const results = data.results;
  return (
    <div className="site-search">
      <h1>{t('search.title')}</h1>
      <search>
        <form className="site-search__form" onSubmit={onSubmit} action="/zoeken" method="get">
          <SuggestionCombobox
            name="zoekterm"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={term}
            onChange={setTerm}
            onChoose={(suggestion) => {
              setTerm(suggestion);
              submit(suggestion, contentType);
            }}
            fetchSuggestions={async (prefix, signal) => {
              const answer = await api.searchSuggest(prefix, { signal });
              return answer.kind === 'loaded' ? answer.value : [];
            }}
          />
          <div className="site-search__filter">
            <label htmlFor={filterId}>{t('search.filterLabel')}</label>
            <select
              id={filterId}
              name="pijler"
              value={contentType}
              onChange={(event) => setContentType(event.target.value as SearchContentType)}
            >
              {SEARCH_CONTENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`search.filter.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">{t('search.submit')}</Button>
        </form>
      </search>

      <div className="site-search__results" aria-live="polite" aria-busy={navigation.state === 'loading'}>
        {results === null ? null : results.kind !== 'loaded' ? (
          <p role="alert">{t('search.failed')}</p>
        ) : (
          <>
            <h2 className="site-search__count">
              {results.value.length === 0
                ? t('search.noResults', { term: data.term })
                : t('search.results', { n: results.value.length, term: data.term })}
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
              {results.value.map((result) => (
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
          </>
        )}
      </div>
    </div>
  );
}
