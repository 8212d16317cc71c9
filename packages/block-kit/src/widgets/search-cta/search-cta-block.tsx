import { useBlockData } from '../../blocks/renderer/block-data';
import { type BlockComponentProps, defineBlock } from '../../blocks/renderer/registry';
import { SearchCta } from './search-cta';

/** search_cta: submit passes the typed text to the search route (spec 2 §2.5). */
function SearchCtaBlock({ block }: BlockComponentProps<'searchCta'>) {
  const { onSearch, searchPath = '/zoeken' } = useBlockData();
  const search =
    onSearch ??
    ((term: string) => window.location.assign(`${searchPath}?zoekterm=${encodeURIComponent(term)}`));
  return (
    <SearchCta
      title={block.title}
      {...(block.intro ? { intro: block.intro } : {})}
      onSearch={search}
      action={searchPath}
    />
  );
}

/** The searchCta block: an island, as its submit runs script (decision 0067). */
export const searchCtaBlock = defineBlock({ kind: 'searchCta', component: SearchCtaBlock, island: true });
