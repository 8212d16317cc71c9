import { MAX_SEARCH_LENGTH, SEARCH_CONTENT_TYPES, type SearchContentType } from '@dementie/api-client';
import { Button, Select } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSiteServices } from '../../services/site-services';
import { pageNavigation } from './page-navigation';
import { contentTypeFrom } from './search-content-type';
import { searchHref } from './search-href';
import { SuggestionCombobox } from './suggestion-combobox';

/** Props of `SearchForm`; `term` and `contentType` are plain data, as an island's props are. */
export interface SearchFormProps {
  /** The term and pillar of the page's address. */
  readonly term: string;
  readonly contentType: SearchContentType;
  /** The id of the page's message about what is wrong with the term: the field is marked invalid by it. */
  readonly problemId?: string;
  /** Searches: the app's router or a document's island replaces the address (spec 2 §2.7). */
  readonly onSearch: (term: string, contentType: SearchContentType) => void;
}

/**
 * Spec 2 §2.7: the term with its suggestions, the pillar filter and the button. Without script it is
 * a plain form that asks for the same address (`GET /zoeken?zoekterm=…&pijler=…`). It searches with
 * what its fields hold, also what was typed or chosen before a document page's script arrived.
 */
export function SearchForm({
  term: initialTerm,
  contentType: initialType,
  problemId,
  onSearch,
}: SearchFormProps) {
  const t = useT();
  const { api } = useSiteServices();
  const [term, setTerm] = useState(initialTerm);
  const [contentType, setContentType] = useState<SearchContentType>(initialType);
  const form = useRef<HTMLFormElement>(null);

  // On a document page the visitor may choose a pillar before the script arrives: that is what the
  // form holds from now on (the field does the same for a typed term).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the form is taken over
  useEffect(() => {
    if (!form.current) return;
    const chosen = contentTypeFrom(String(new FormData(form.current).get('pijler') ?? ''));
    if (chosen !== contentType) setContentType(chosen);
  }, []);

  function search(nextTerm: string, nextType: SearchContentType) {
    onSearch(nextTerm.trim(), nextType);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields as they are now: a term typed while the form was being taken over counts too.
    const fields = new FormData(event.currentTarget);
    search(String(fields.get('zoekterm') ?? ''), contentTypeFrom(String(fields.get('pijler') ?? '')));
  }

  return (
    <search>
      <form ref={form} className="site-search__form" onSubmit={onSubmit} action="/zoeken" method="get">
        <SuggestionCombobox
          name="zoekterm"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={term}
          // The server's limit: the field takes no more than a search may hold.
          maxLength={MAX_SEARCH_LENGTH}
          problemId={problemId}
          onChange={setTerm}
          onChoose={(suggestion) => {
            setTerm(suggestion);
            search(suggestion, contentType);
          }}
          fetchSuggestions={async (prefix, signal) => {
            const answer = await api.searchSuggest(prefix, { signal });
            return answer.kind === 'loaded' ? answer.value : [];
          }}
        />
        <Select
          label={t('search.filterLabel')}
          fieldClassName="site-search__filter"
          name="pijler"
          value={contentType}
          onValueChange={(value) => setContentType(contentTypeFrom(value))}
        >
          {SEARCH_CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`search.filter.${type}`)}
            </option>
          ))}
        </Select>
        <Button type="submit">{t('search.submit')}</Button>
      </form>
    </search>
  );
}

/**
 * The search form as a document page's island (decision 0069): it replaces the page with the results'
 * address, as the app's router replaces its address.
 */
export function SearchFormIsland({
  term,
  contentType,
  problemId,
}: Pick<SearchFormProps, 'term' | 'contentType' | 'problemId'>) {
  return (
    <SearchForm
      term={term}
      contentType={contentType}
      {...(problemId ? { problemId } : {})}
      onSearch={(nextTerm, nextType) => pageNavigation.replace(searchHref(nextTerm, nextType))}
    />
  );
}
