import { type BrandId, brandsWith } from '@dementie/brands';
import { useBrand, useT } from '@dementie/i18n-catalogues/react';
import { Component, type ErrorInfo, type ReactNode, useEffect, useMemo, useState } from 'react';
import { DEFAULT_CLOSE_HREF, DEFAULT_EXIT_HREF, DEFAULT_RESULT_HREF, offlineHref } from '../domain/links';
import { createMemoryStorage, type KeyValueStorage } from '../domain/storage';
import { pushToDataLayer, type TrackFunction } from '../domain/tracking';
import {
  type DocumentEditorLoader,
  type PlayerEditorBackend,
  PlayerEditorProvider,
  usePlayerEditor,
} from '../editor/admin-mode';
import { lazyEditorBackend } from '../editor/lazy-editor-backend';
import { createHttpTrainingBackend, type TrainingBackend } from '../store/backend';
import { createPlayerStore, type PlayerStore, type PlayerTimers } from '../store/player-store';
import {
  type CertificateFormContext,
  type InfoModalContent,
  type PlayerConfig,
  PlayerProvider,
  type VideoSlotProps,
} from './context';
import { PlayerShell } from './player-shell';

/**
 * Brands whose player has the info modal and the GOED block (spec 3 §2: the 'GOED' modal exists
 * on the dementia-friendly platform only), as @dementie/brands sets `playerInfoModal`. Data, not a
 * branch: a host can pass `infoModal`.
 */
export const INFO_MODAL_BRANDS: readonly BrandId[] = brandsWith((brand) => brand.playerInfoModal);

/** Props of {@link TrainingPlayer}. */
export interface TrainingPlayerProps {
  /** The course to play. */
  readonly courseId: number;
  /** Training name in tracking events (spec 3 §7). Default `training {courseId}`. */
  readonly trainingName?: string;
  /** The learning backend. Default: the api-client over http at `apiBaseUrl`. */
  readonly backend?: TrainingBackend;
  /** Base URL of the API for the default backend. Default '' (same origin). */
  readonly apiBaseUrl?: string;
  /** A ready store (stories, tests); otherwise one is created per mounted player. */
  readonly store?: PlayerStore;
  /** Target of 'Training sluiten' (spec 3 §2). Default /trainingen. */
  readonly closeHref?: string;
  /** Exit link from an activity (spec 3 §2). Default /sluiten-training. */
  readonly exitHref?: string;
  /** The result page the certificate form leads to (spec 1 §2). Default /jouw-resultaat. */
  readonly resultHref?: string;
  /** The current path, for startingPageUrl and the video rule. Default: the browser's path. */
  readonly currentPath?: string;
  /**
   * The page the learner started the training from (spec 3 §2 `startingPageUrl`), handed on to the
   * exit pages. Default: the `startingPageUrl` of the browser's address.
   */
  readonly startingPageUrl?: string;
  /**
   * The host router's navigate. When given, links out of the player go through it; otherwise they
   * are plain links (full page loads). The player itself never needs a router.
   */
  readonly navigate?: (href: string) => void;
  /** `{name}` of the `/{name}-offline` page a fatal rendering error leads to (spec 3 §2). Default 'training'. */
  readonly offlineName?: string;
  /**
   * Called after a fatal rendering error with the offline page. Default: `navigate` to it, or a
   * full page load.
   */
  readonly onFatalError?: (error: unknown, offlineHref: string) => void;
  /** Tracking sink (spec 3 §7). Default: pushes onto `window.dataLayer`. */
  readonly track?: TrackFunction;
  /**
   * The info modal and GOED block content; `false` turns them off. Default: the brand catalogue's
   * 'player.infoModal.*' texts for brands in {@link INFO_MODAL_BRANDS}, none for the others.
   */
  readonly infoModal?: InfoModalContent | false;
  /** Whether marketing cookies are accepted (spec 3 §4 video rule). Default false. */
  readonly marketingConsent?: boolean;
  /** Called by the video overlay's 'Accepteer cookies' button; the host records the consent. */
  readonly onAcceptCookies?: () => void;
  /** Renders the certificate form on the certificate form page (the site passes the auth form). */
  readonly renderCertificateForm?: (context: CertificateFormContext) => ReactNode;
  /** Renders a video with the host's player (e.g. block-kit's); default an iframe or video element. */
  readonly renderVideo?: (props: VideoSlotProps) => ReactNode;
  /** Forces reduced motion on or off; default the user's `prefers-reduced-motion`. */
  readonly reducedMotion?: boolean;
  /** Debug mode: Next is never locked (spec 3 §4). Default false. */
  readonly debug?: boolean;
  /** Open as a second attempt after a finished run ('Training opnieuw doen', decision 0026). Default false. */
  readonly restart?: boolean;
  /** Session storage; default the browser's (in memory on the server). */
  readonly sessionStorage?: KeyValueStorage;
  /** Local storage for answers not yet saved; default the browser's. */
  readonly localStorage?: KeyValueStorage;
  /** Timers (tests). */
  readonly timers?: PlayerTimers;
  /**
   * The editor calls of admin mode (is-editor, save a document, blob storage). Default: the
   * api-client at `apiBaseUrl`. It is only asked when the address contains 'admin' (spec 3 §6).
   */
  readonly editorBackend?: PlayerEditorBackend;
  /**
   * Loads the document editor of admin mode: `() => import('@dementie/elearning-player/editor')`
   * (it needs the Lexical packages, README 'Editor'). Without it there is no admin mode, and the
   * player never loads the editor nor needs Lexical. Read once, when the player mounts.
   */
  readonly documentEditor?: DocumentEditorLoader;
  /** The address checked for 'admin'. Default the browser's path and query. */
  readonly address?: string;
}

function browserStorage(which: 'sessionStorage' | 'localStorage'): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window[which]) return window[which];
  } catch {
    // Blocked storage (privacy settings): keep answers in memory.
  }
  return createMemoryStorage();
}

interface BoundaryProps {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/** Catches a fatal rendering error and hands it on (spec 3 §2: redirect to /{name}-offline). */
class PlayerErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Training player failed to render', error, info.componentStack);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Opens the learner's run, or for an editor the training without a run (decision 0049), once the admin
 * decision is made: an editor browsing a training must leave no run or marking behind.
 */
function PlayerOpener({ store }: { readonly store: PlayerStore }): null {
  const { status } = usePlayerEditor();
  useEffect(() => {
    if (status === 'editor') void store.edit();
    else if (status === 'visitor') void store.start();
  }, [status, store]);
  return null;
}

/**
 * The training player (spec 3): plays one course, one activity at a time, and needs no router and
 * no site. Mount it inside an `I18nProvider` and load `@dementie/elearning-player/styles.css`.
 */
export function TrainingPlayer(props: TrainingPlayerProps): ReactNode {
  const t = useT();
  const brand = useBrand();
  const [store] = useState(
    () =>
      props.store ??
      createPlayerStore({
        backend: props.backend ?? createHttpTrainingBackend({ baseUrl: props.apiBaseUrl ?? '' }),
        courseId: props.courseId,
        trainingName: props.trainingName,
        sessionStorage: props.sessionStorage ?? browserStorage('sessionStorage'),
        localStorage: props.localStorage ?? browserStorage('localStorage'),
        track: props.track ?? pushToDataLayer,
        timers: props.timers,
        debug: props.debug,
        restart: props.restart,
      }),
  );
  const [browserPath, setBrowserPath] = useState<string | undefined>(undefined);
  const [browserStart, setBrowserStart] = useState<string | undefined>(undefined);
  const [editorBackend] = useState<PlayerEditorBackend>(
    () => props.editorBackend ?? lazyEditorBackend(props.apiBaseUrl ?? ''),
  );
  const [documentEditor] = useState(() => props.documentEditor);

  useEffect(() => {
    if (props.currentPath === undefined && typeof window !== 'undefined')
      setBrowserPath(window.location.pathname);
  }, [props.currentPath]);

  useEffect(() => {
    if (props.startingPageUrl === undefined && typeof window !== 'undefined')
      setBrowserStart(new URLSearchParams(window.location.search).get('startingPageUrl') ?? undefined);
  }, [props.startingPageUrl]);

  useEffect(() => {
    const online = () => store.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      store.dispose();
    };
  }, [store]);

  const infoModal = useMemo((): InfoModalContent | undefined => {
    if (props.infoModal === false) return undefined;
    if (props.infoModal) return props.infoModal;
    if (!INFO_MODAL_BRANDS.includes(brand)) return undefined;
    return { title: t('player.infoModal.title'), body: <p>{t('player.infoModal.body')}</p> };
  }, [props.infoModal, brand, t]);

  const offline = offlineHref(props.offlineName ?? 'training');
  const { navigate, onFatalError } = props;
  const config: PlayerConfig = {
    closeHref: props.closeHref ?? DEFAULT_CLOSE_HREF,
    exitHref: props.exitHref ?? DEFAULT_EXIT_HREF,
    resultHref: props.resultHref ?? DEFAULT_RESULT_HREF,
    currentPath: props.currentPath ?? browserPath ?? `/trainingen/${props.courseId}`,
    startingPageUrl: props.startingPageUrl ?? browserStart,
    navigate,
    track: props.track ?? pushToDataLayer,
    trainingName: props.trainingName ?? `training ${props.courseId}`,
    infoModal,
    marketingConsent: props.marketingConsent ?? false,
    onAcceptCookies: props.onAcceptCookies,
    renderCertificateForm: props.renderCertificateForm,
    renderVideo: props.renderVideo,
    reducedMotion: props.reducedMotion,
    debug: props.debug ?? false,
  };

  const onError = (error: unknown) => {
    if (onFatalError) onFatalError(error, offline);
    else if (navigate) navigate(offline);
    else if (typeof window !== 'undefined') window.location.assign(offline);
  };

  return (
    <PlayerErrorBoundary onError={onError}>
      <PlayerProvider store={store} config={config}>
        <PlayerEditorProvider backend={editorBackend} documentEditor={documentEditor} address={props.address}>
          <PlayerOpener store={store} />
          <PlayerShell />
        </PlayerEditorProvider>
      </PlayerProvider>
    </PlayerErrorBoundary>
  );
}
