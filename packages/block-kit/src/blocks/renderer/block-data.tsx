import type { ApiResult, AsyncResult, Course } from '@dementie/api-client';
import type { OverviewItem } from '@dementie/cms-model';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { NewsletterOutcome } from '../../widgets/newsletter-form/newsletter-form';
import type { ChatbotWidgetConfig } from '../chatbot/chatbot-loader';

/**
 * What blocks need from the site: data loaders and a few addresses. Fetching is the site's job
 * (ARCHITECTURE: loaders call api-client); blocks only ask through this context, so they stay
 * usable in stories and tests with plain functions.
 */
export interface BlockData {
  /** The counter total (spec 2 §7 GET /api/v1/counter). A number skips loading. */
  readonly counter?: number | ((signal: AbortSignal) => Promise<ApiResult<number>>);
  /** The trainings of the trainings overview (GetCourses), loaded when the block expands. */
  readonly loadTrainings?: (signal: AbortSignal) => Promise<ApiResult<readonly Course[]>>;
  /** The latest news for the homepage's last-news block. */
  readonly loadLatestNews?: (signal: AbortSignal) => Promise<ApiResult<readonly OverviewItem[]>>;
  /** The address of a training. Default `/trainingen/{id}`. */
  readonly trainingUrl?: (id: number) => string;
  /**
   * The page that lists every training, where the trainings overview leads when scripts cannot
   * expand it. Default `/trainingen`.
   */
  readonly trainingsHref?: string;
  /**
   * The newsletter provider's script URL for a form script id (brand configuration). Without it, or
   * without one for that id, the spotler form block shows the plain newsletter form instead.
   */
  readonly newsletterScriptSrc?: (scriptId: string) => string | undefined;
  /** Sends an address from the plain newsletter form (api-client newsletterSubscribe). */
  readonly subscribeNewsletter?: (email: string) => Promise<NewsletterOutcome>;
  /** The current path, for the chatbot container (spec 2 §2.1). */
  readonly path?: string;
  /** The brand's chatbot widget for the chatbot container (spec 2 §2.5); loaded after consent. */
  readonly chatbot?: ChatbotWidgetConfig;
  /** The search route of the search call-to-action (spec 2 §2.1). Default '/zoeken'. */
  readonly searchPath?: string;
  /**
   * Receives the typed text of the search call-to-action (the site navigates with its router).
   * Default: a full navigation to `searchPath?zoekterm=...`.
   */
  readonly onSearch?: (term: string) => void;
  /** The bookcase item open now: the site binds it to the `item` query parameter (spec 2 §2.1). */
  readonly bookcaseItem?: string | null;
  /** Opens (slug) or closes (null) a bookcase item; the site updates `item`. Default: local state. */
  readonly onBookcaseSelect?: (slug: string | null) => void;
  /** Where the fixed memory-test banner links (widgets' default when absent). */
  readonly memoryTestHref?: string;
}

const BlockDataContext = createContext<BlockData>({});

/** Provides loaders and addresses to the blocks below. */
export function BlockDataProvider({ value, children }: { value: BlockData; children: ReactNode }) {
  return <BlockDataContext.Provider value={value}>{children}</BlockDataContext.Provider>;
}

/** The block data of the nearest provider (empty without one). */
export function useBlockData(): BlockData {
  return useContext(BlockDataContext);
}

/** The default page of all trainings (spec 1 §2 route table). */
export const DEFAULT_TRAININGS_HREF = '/trainingen';

/** The default address of a training. */
export function defaultTrainingUrl(id: number): string {
  return `/trainingen/${id}`;
}

/**
 * Runs a loader once `enabled`, aborting on unmount; the result is the one async shape of the
 * project (STYLE). Without a loader the state stays `unloaded`.
 */
export function useAsyncLoad<T>(
  loader: ((signal: AbortSignal) => Promise<ApiResult<T>>) | undefined,
  enabled = true,
): AsyncResult<T> {
  const [state, setState] = useState<AsyncResult<T>>({ kind: 'unloaded' });
  useEffect(() => {
    if (!loader || !enabled) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    loader(controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState(result);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({
            kind: 'failed',
            status: 500,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => controller.abort();
  }, [loader, enabled]);
  return state;
}
