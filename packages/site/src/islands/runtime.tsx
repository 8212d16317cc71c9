import {
  ISLAND_ATTRIBUTE,
  ISLAND_DATA_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_ID_PREFIX_ATTRIBUTE,
  type IslandData,
  type IslandRegistry,
} from '@dementie/block-kit';
import { hydrateRoot } from 'react-dom/client';
import type { BrandConfig } from '../brand/brand-config';
import { documentBlockData } from '../screens/cms/page-block-data';
import { reactRootErrorOptions, startErrorReportsIfConfigured } from '../services/error-reporting-entry';
import { hiddenField } from '../services/hidden-field';
import { lazyApiClient } from '../services/lazy-api';
import { apiClientOptions, servicesWithApi } from '../services/services-with-api';
import { browserAddressItem } from './address-item';
import { IslandFrame } from './island-frame';
import { SITE_ISLANDS, siteIslands } from './site-islands';

/**
 * Islands that only one kind of page holds, given by that page's own script, so that no document
 * page's script can reach their code (the player page's player, decision 0073).
 */
export interface PageIslands {
  readonly islands: IslandRegistry;
  /** The names of those islands that show or use the visitor's session: it is checked when they are taken over. */
  readonly withSession?: readonly string[];
}

/**
 * The island runtime (decision 0067), loaded with the first island of a document page: the site's
 * services made once and shared by every island (one consent store, one auth store), and a function
 * that hydrates one island in the frame of providers its server render had.
 */
export function createIslandHydrator(
  brand: BrandConfig,
  page?: PageIslands,
): (island: HTMLElement) => Promise<void> {
  const options = { brand, origin: window.location.origin, antiForgeryToken: () => hiddenField('csrf') };
  // The api client's code loads at the first call an island makes (decision 0068).
  const services = servicesWithApi(lazyApiClient(apiClientOptions(options)), options);
  // The cookie choice as the server read it, before the first island renders: the markup matches.
  services.consent.load();
  // Error reports (decision 0063) as on an app page: only with a DSN, the SDK only after consent.
  startErrorReportsIfConfigured(hiddenField, services.consent);
  const blockData = documentBlockData(services);
  const addressItem = browserAddressItem();
  const registry: IslandRegistry = { ...siteIslands, ...page?.islands };
  // Only the account menu shows the session on a document page: no other island checks it (decision 0068).
  const withSession = new Set<string>([SITE_ISLANDS.accountMenu, ...(page?.withSession ?? [])]);
  return async (island) => {
    const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const load = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!load) {
      console.warn('No island registered as', name);
      return;
    }
    const data = JSON.parse(island.getAttribute(ISLAND_DATA_ATTRIBUTE) ?? 'null') as IslandData;
    // The island's own ids, as the server rendered them (decision 0075). A page rendered before
    // islands had prefixes (a cached one) has none: its ids were rendered without one.
    const identifierPrefix = island.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE);
    const Component = await load(data.props);
    let resolve = () => {};
    const takenOver = new Promise<void>((done) => {
      resolve = done;
    });
    // The journeys wait for this mark, as for `data-hydrated`.
    const onTakenOver = () => {
      island.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, 'true');
      resolve();
    };
    hydrateRoot(
      island,
      <IslandFrame
        services={services}
        data={data}
        blockData={blockData}
        addressItem={addressItem}
        verifySession={withSession.has(name)}
        onTakenOver={onTakenOver}
      >
        <Component {...(data.props as object)} />
      </IslandFrame>,
      // A markup that does not match is rendered again by React; it is still a fault of ours to see.
      {
        ...reactRootErrorOptions,
        ...(identifierPrefix === null ? {} : { identifierPrefix }),
        onRecoverableError: (error) => console.error(`Island ${name} did not match its server markup`, error),
      },
    );
    await takenOver;
  };
}
