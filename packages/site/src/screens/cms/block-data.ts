import type { BlockData } from '@dementie/block-kit';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ITEM_PARAMETER } from '../../islands/address-item';
import { useSiteServices } from '../../services/site-services';
import { searchHref } from '../search/search-href';
import { pageBlockData } from './page-block-data';

/**
 * What the blocks may load or do, wired to the site's api client and router: blocks never fetch by
 * themselves, and navigation goes through the router so it stays a single-page app.
 */
export function useBlockData(): BlockData {
  const services = useSiteServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const bookcaseItem = searchParams.get(ITEM_PARAMETER);
  return useMemo<BlockData>(
    () => ({
      ...pageBlockData(services, location.pathname),
      onSearch: (term) => navigate(searchHref(term)),
      bookcaseItem,
      // Spec 2 §2.1: the bookcase modal follows the `item` query parameter; closing removes it.
      onBookcaseSelect: (slug) =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (slug) next.set(ITEM_PARAMETER, slug);
            else next.delete(ITEM_PARAMETER);
            return next;
          },
          { replace: true, preventScrollReset: true },
        ),
    }),
    [services, location.pathname, navigate, bookcaseItem, setSearchParams],
  );
}
