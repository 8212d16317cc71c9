import { AuthProvider } from '@dementie/auth';
import {
  type BlockData,
  BlockDataProvider,
  ConsentProvider,
  IslandContext,
  type IslandData,
} from '@dementie/block-kit';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { type Location, type Navigator, Router } from 'react-router-dom';
import { type SiteServices, SiteServicesProvider } from '../services/site-services';

/** Props of `IslandFrame`. */
export interface IslandFrameProps {
  services: SiteServices;
  data: IslandData;
  /** The page's address, for the island's links and router hooks. */
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Where the island's navigations go: page loads in the browser, nowhere on the server. */
  navigator: Navigator;
  blockData: BlockData;
  /** In the browser: called once React has taken the island over. */
  onTakenOver?: () => void;
  children: ReactNode;
}

/**
 * The providers of the site around one island (decision 0067), the same on the server, where the
 * island is rendered on its own, and in the browser, where it is hydrated as a root of its own: the
 * same tree on both sides, so the markup and React's generated ids match.
 */
export function IslandFrame({
  services,
  data,
  location,
  navigator,
  blockData,
  onTakenOver,
  children,
}: IslandFrameProps) {
  return (
    <StrictMode>
      <SiteServicesProvider services={services}>
        <I18nProvider brand={services.brand.id}>
          <ConsentProvider store={services.consent}>
            <AuthProvider store={services.auth} botCheck={services.botCheck}>
              <Router location={location} navigator={navigator}>
                <BlockDataProvider value={blockData}>
                  <IslandContext data={data}>{children}</IslandContext>
                </BlockDataProvider>
              </Router>
            </AuthProvider>
          </ConsentProvider>
        </I18nProvider>
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
