import { AuthProvider } from '@dementie/auth';
import {
  type BlockData,
  BlockDataProvider,
  ConsentProvider,
  IslandContext,
  type IslandData,
} from '@dementie/block-kit';
import { createDocumentTranslator } from '@dementie/i18n-catalogues';
import { TranslatorProvider } from '@dementie/i18n-catalogues/react';
import { type ReactNode, StrictMode, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { type SiteServices, SiteServicesProvider } from '../services/site-services';
import type { AddressItemState } from './address-item';

/** Props of `IslandFrame`. */
export interface IslandFrameProps {
  services: SiteServices;
  data: IslandData;
  blockData: BlockData;
  /** The page address's `item` (`addressItemStore`): a bookcase opens the book it names (spec 2 §2.1). */
  addressItem: StoreApi<AddressItemState>;
  /**
   * Whether the session is checked when the island is taken over (spec 1 §4): only for an island that
   * shows it (the account menu), so that no other island calls the API or loads its client for it.
   */
  verifySession?: boolean;
  /** In the browser: called once React has taken the island over. */
  onTakenOver?: () => void;
  children: ReactNode;
}

/**
 * The providers of the site around one island (decision 0067), the same on the server, where the
 * island is rendered on its own, and in the browser, where it is hydrated as a root of its own: the
 * same tree on both sides, so the markup and React's generated ids match. No router: an island's links
 * are plain links to the next page (a document of its own), and its blocks get what they may do from
 * the block data, so the router's code is not loaded for islands (decision 0068).
 */
export function IslandFrame({
  services,
  data,
  blockData,
  addressItem,
  verifySession = false,
  onTakenOver,
  children,
}: IslandFrameProps) {
  // The document texts only: an island never shows the app's (decision 0072).
  const translator = useMemo(() => createDocumentTranslator(services.brand.id), [services.brand.id]);
  return (
    <StrictMode>
      <SiteServicesProvider services={services}>
        <TranslatorProvider brand={services.brand.id} translator={translator}>
          <ConsentProvider store={services.consent}>
            <AuthProvider store={services.auth} botCheck={services.botCheck} verifyOnMount={verifySession}>
              <DocumentBlockData value={blockData} addressItem={addressItem}>
                <IslandContext data={data}>{children}</IslandContext>
              </DocumentBlockData>
            </AuthProvider>
          </ConsentProvider>
        </TranslatorProvider>
      </SiteServicesProvider>
      <TakenOver onTakenOver={onTakenOver} />
    </StrictMode>
  );
}

/** Reports that the island's hydration has been committed (an effect runs only then). */
function TakenOver({ onTakenOver }: { onTakenOver: (() => void) | undefined }) {
  useEffect(() => {
    onTakenOver?.();
  }, [onTakenOver]);
  return null;
}

/** The page's block data with the bookcase bound to the address's `item` (spec 2 §2.1). */
function DocumentBlockData({
  value,
  addressItem,
  children,
}: {
  value: BlockData;
  addressItem: StoreApi<AddressItemState>;
  children: ReactNode;
}) {
  const item = useStore(addressItem, (state) => state.item);
  const select = useStore(addressItem, (state) => state.select);
  const data = useMemo<BlockData>(
    () => ({ ...value, bookcaseItem: item, onBookcaseSelect: select }),
    [value, item, select],
  );
  return <BlockDataProvider value={data}>{children}</BlockDataProvider>;
}
