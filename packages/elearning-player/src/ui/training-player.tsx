import { Button } from '@dementie/block-kit';
import { type BrandId, brandsWith } from '@dementie/brands';
import { useBrand, useT } from '@dementie/i18n-catalogues/react';
import { Component, type ErrorInfo, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createMemoryStorage, type KeyValueStorage } from '../domain/storage';
import type { PlayerTrackingEvent, TrackFunction } from '../domain/tracking';
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
  /**
   * Base URL of the API for the default backend (and the editor's calls), and the default of
   * `mediaBaseUrl`. Default '' (same origin).
   */
  readonly apiBaseUrl?: string;
  /**
   * The base of the course's root-relative addresses: images (with their variants), icons, video
   * files, and links of the content to pages of our site (the rich text's links, the summary's links
   * and its landing page). The API serves them on its own origin, so in an app on another origin they
   * must not resolve against the host page. Default: `apiBaseUrl`, else '' (as they are: our sites).
   * Give it with your own `backend`, to say where that backend's media live.
   */
  readonly mediaBaseUrl?: string;
  /** A ready store (stories, tests); otherwise one is created per mounted player. */
  readonly store?: PlayerStore;
  /**
   * Target of 'Training sluiten' in the header (spec 3 §2; our sites: /trainingen). Default none: with
   * neither `closeHref` nor `onClose` the control is not shown.
   */
  readonly closeHref?: string;
  /**
   * Called by 'Training sluiten' (a button without `closeHref`; with it, a plain click on the link
   * calls this instead of following it). Default none.
   */
  readonly onClose?: () => void;
  /**
   * Target of 'Stop met de training' under an activity (spec 3 §2; our sites: /sluiten-training, which
   * gets the learner's `startingPageUrl`). Default none: with neither `exitHref` nor `onExit` the link
   * is not shown.
   */
  readonly exitHref?: string;
  /** Called by 'Stop met de training' (a button without `exitHref`, as `onClose`). Default none. */
  readonly onExit?: () => void;
  /**
   * The result page (spec 1 §2; our sites: /jouw-resultaat): 'Bekijk je resultaat' when the certificate
   * is not achieved, the made certificate at `{resultHref}/{id}`, and `resultHref` in the certificate
   * form's context. Default none: those links are not shown.
   */
  readonly resultHref?: string;
  /**
   * Where finishing leads ('Rond de training af', the certificate form page's exit) when the course
   * names no landing page of its own (spec 3 §2; our sites: /einde-training). Default: the exit
   * (`exitHref` / `onExit`); with none of these the finishing link is not shown.
   */
  readonly landingHref?: string;
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
  /**
   * Called once after a fatal error: a rendering error, or a run answer from the server that the
   * player cannot read (our sites go to their `/training-offline` page, spec 3 §2; `offlineHref` builds
   * such an address). The player shows 'Er ging iets mis met de training.' with a button that starts it
   * again, in any case, and for an unreadable run the host's exit ('Stop met de training'). Default none.
   */
  readonly onFatalError?: (error: unknown) => void;
  /**
   * Receives the tracking events (spec 3 §7, {@link PlayerTrackingEvent}). Default none: nothing is
   * sent anywhere. `pushToDataLayer` is an adapter for a Google Tag Manager `window.dataLayer`.
   * The start, each step, the completion and the result page are handed over once per run, a reload
   * included; a host that returns `false` did not send the event (e.g. no consent yet) and may get it
   * again later.
   */
  readonly onEvent?: TrackFunction;
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
  /** 'Probeer het opnieuw': the player is mounted afresh. */
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** What a fatal rendering error leaves: a plain message in the player's place, and a way to start again. */
function FatalError({ onRetry }: { readonly onRetry: () => void }): ReactNode {
  const t = useT();
  return (
    <div className="ep-player">
      <div className="ep-main" id="ep-content">
        <div role="alert" className="ep-failed">
          <p>{t('player.fatalError')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Catches a fatal rendering error, shows {@link FatalError} and hands the error on (our sites then go
 * to their offline page, spec 3 §2). In another team's app the player never leaves for a page the
 * host may not have.
 */
class PlayerErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Training player failed to render', error, info.componentStack);
    this.props.onError(error);
  }

  private readonly retry = (): void => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render(): ReactNode {
    return this.state.failed ? <FatalError onRetry={this.retry} /> : this.props.children;
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
  // Each attempt is a fresh mount (its own store, unless one is given): 'Probeer het opnieuw' after a
  // fatal error starts the player again as a reload would, resuming the run.
  const [attempt, setAttempt] = useState(0);
  const onFatalError = useRef(props.onFatalError);
  onFatalError.current = props.onFatalError;
  return (
    <PlayerErrorBoundary
      onError={(error) => onFatalError.current?.(error)}
      onRetry={() => setAttempt((count) => count + 1)}
    >
      <MountedPlayer key={attempt} {...props} />
    </PlayerErrorBoundary>
  );
}

/** One mount of the player: its store, its settings and its screen. */
function MountedPlayer(props: TrainingPlayerProps): ReactNode {
  const t = useT();
  const brand = useBrand();
  // The store keeps the sink it was made with: it calls the host's latest one.
  const onEvent = useRef(props.onEvent);
  onEvent.current = props.onEvent;
  const [track] = useState<TrackFunction>(() => (event: PlayerTrackingEvent) => onEvent.current?.(event));
  const [store] = useState(
    () =>
      props.store ??
      createPlayerStore({
        backend: props.backend ?? createHttpTrainingBackend({ baseUrl: props.apiBaseUrl ?? '' }),
        courseId: props.courseId,
        trainingName: props.trainingName,
        sessionStorage: props.sessionStorage ?? browserStorage('sessionStorage'),
        localStorage: props.localStorage ?? browserStorage('localStorage'),
        track,
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

  const config: PlayerConfig = {
    closeHref: props.closeHref,
    onClose: props.onClose,
    exitHref: props.exitHref,
    onExit: props.onExit,
    resultHref: props.resultHref,
    landingHref: props.landingHref,
    mediaBaseUrl: props.mediaBaseUrl ?? props.apiBaseUrl ?? '',
    currentPath: props.currentPath ?? browserPath ?? `/trainingen/${props.courseId}`,
    startingPageUrl: props.startingPageUrl ?? browserStart,
    navigate: props.navigate,
    track,
    trainingName: props.trainingName ?? `training ${props.courseId}`,
    infoModal,
    marketingConsent: props.marketingConsent ?? false,
    onAcceptCookies: props.onAcceptCookies,
    renderCertificateForm: props.renderCertificateForm,
    renderVideo: props.renderVideo,
    reducedMotion: props.reducedMotion,
    debug: props.debug ?? false,
    onFatalError: props.onFatalError,
  };

  return (
    <PlayerProvider store={store} config={config}>
      <PlayerEditorProvider backend={editorBackend} documentEditor={documentEditor} address={props.address}>
        <PlayerOpener store={store} />
        <PlayerShell />
      </PlayerEditorProvider>
    </PlayerProvider>
  );
}
