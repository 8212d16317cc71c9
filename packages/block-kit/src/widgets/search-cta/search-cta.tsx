import type { SearchCtaBlock } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { type FormEvent, useId, useState } from 'react';
import { RichText } from '../../content/rich-text';
import { Button } from '../../primitives/button';
import { classNames } from '../../primitives/class-names';
import { TextInput } from '../../primitives/input';

/** Props of `SearchCta`: the `searchCta` block's data and where the typed text goes. */
export type SearchCtaProps = Omit<SearchCtaBlock, 'kind' | 'id'> & {
  /** Receives the typed text on submit; the site navigates to its search route with it. */
  onSearch: (term: string) => void;
  /** The search route, so the form also works without script (GET with `zoekterm`). Default '/zoeken'. */
  action?: string;
  className?: string;
};

/** A search form as a call to action (spec 2 §2.5: submit passes the typed text). */
export function SearchCta({ title, intro, onSearch, action = '/zoeken', className }: SearchCtaProps) {
  const t = useT();
  const titleId = useId();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) onSearch(trimmed);
  };
  return (
    <section className={classNames('bk-search-cta', className)} aria-labelledby={titleId}>
      <h2 id={titleId} className="bk-section-title">
        {title}
      </h2>
      {intro ? <RichText html={intro} /> : null}
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is missing in browsers older visitors still use */}
      <form role="search" action={action} method="get" className="bk-search-cta__form" onSubmit={submit}>
        <TextInput
          label={t('search.label')}
          type="search"
          name="zoekterm"
          placeholder={t('search.placeholder')}
          value={term}
          onValueChange={setTerm}
          fieldClassName="bk-search-cta__field"
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
    </section>
  );
}
