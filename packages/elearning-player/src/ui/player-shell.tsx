import { UNPARSABLE_STATUS } from '@dementie/api-client';
import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { findActivity, isQuestionKind, SUMMARY_CHAPTER_ID, SUMMARY_PAGE_ID } from '../domain/course';
import {
  editorAvailability,
  navigationAvailability,
  nextPosition,
  progressPercent,
  stepOf,
} from '../domain/navigation';
import { EditorBar } from '../editor/editor-bar';
import { LeaveGuardContext, useLeaveGuard } from '../editor/leave-guard';
import type { PlayerState } from '../store/player-store';
import { ActivityView } from './activity-view';
import { CertificateFormPage } from './certificate-page';
import type { PlayerConfig } from './context';
import { PlayerLanding, PlayerLink, PlayerWayOut } from './link';
import { summaryFacts } from './summary-pages';
import { usePlayerStoreState } from './use-player';

/** The info modal ('GOED' on the dementia-friendly platform, spec 3 §2), a native dialog. */
function InfoModal(): ReactNode {
  const t = useT();
  const { store, state, config } = usePlayerStoreState();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = state.infoModalOpen;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  if (!config.infoModal) return null;
  return (
    <dialog
      ref={ref}
      className="ep-modal"
      aria-labelledby={titleId}
      onClose={() => store.setInfoModalOpen(false)}
      onCancel={() => store.setInfoModalOpen(false)}
    >
      <h2 id={titleId}>{config.infoModal.title}</h2>
      <div className="ep-modal__body">{config.infoModal.body}</div>
      <Button variant="secondary" onClick={() => store.setInfoModalOpen(false)}>
        {t('modal.close')}
      </Button>
    </dialog>
  );
}

/**
 * The run could not be opened: no page of the training can be shown. Never a dead end: another try,
 * and the host's exit when it gave one. An answer the player cannot read (a broken contract, failed
 * 599) does not pass by trying again: it is a fatal error, handed to the host's `onFatalError` (our
 * sites go to their offline page, spec 3 §2; decision 0083).
 */
function RunNotOpened({
  run,
}: {
  readonly run: Exclude<PlayerState['run'], { kind: 'loaded' | 'loading' | 'unloaded' }>;
}): ReactNode {
  const t = useT();
  const { store, config } = usePlayerStoreState();
  const unreadable = run.kind === 'failed' && run.status === UNPARSABLE_STATUS;
  // Told once per answer (a remount in StrictMode keeps this ref; another try is another answer).
  const told = useRef<unknown>(undefined);
  const { onFatalError } = config;
  useEffect(() => {
    if (!unreadable || told.current === run) return;
    told.current = run;
    onFatalError?.(
      new Error(`The training run could not be read: ${run.kind === 'failed' ? run.error : ''}`),
    );
  }, [unreadable, onFatalError, run]);
  return (
    <div className="ep-player">
      <div className="ep-main" id="ep-content">
        <div className="ep-failed">
          <p role="alert">{unreadable ? t('player.fatalError') : t('player.failed')}</p>
          <Button variant="secondary" onClick={() => void store.start()}>
            {t('common.tryAgain')}
          </Button>
          <ExitParagraph config={config} />
        </div>
      </div>
    </div>
  );
}

/**
 * The player screen (spec 3 §2): header with 'Training sluiten' and the info button, the title with
 * chapter and descriptor, a labelled progress bar, the activity, and the footer pagination.
 * The certificate form page renders standalone, without this frame.
 */
export function PlayerShell(): ReactNode {
  const t = useT();
  const { store, state, config } = usePlayerStoreState();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reasonId = useId();
  const titleId = useId();
  const leave = useLeaveGuard();
  const position = state.position;
  // The certificate form page is a page of its own on the same position (spec 3 §4: the summary
  // page is converted into it), so it has a key of its own: opening it moves focus too.
  const positionKey = position
    ? `${position.activityId}:${position.view}${state.certificatePage ? ':certificate' : ''}`
    : '';
  const previousKey = useRef(positionKey);
  const firstScreenShown = useRef(false);

  // Move focus to the new page's heading after navigation, so screen readers start there.
  useEffect(() => {
    if (previousKey.current !== '' && previousKey.current !== positionKey) headingRef.current?.focus();
    previousKey.current = positionKey;
  }, [positionKey]);

  if (
    state.run.kind === 'failed' ||
    state.run.kind === 'unauthorized' ||
    state.run.kind === 'connection-error'
  ) {
    return <RunNotOpened run={state.run} />;
  }
  const located = position ? findActivity(state.chapters, position.activityId) : undefined;
  if (!position || !located) {
    return (
      <div className="ep-player">
        <div className="ep-main" id="ep-content">
          <p role="status" className="ep-loading">
            {t('common.loading')}
          </p>
        </div>
      </div>
    );
  }
  if (
    state.certificatePage &&
    position.activityId !== undefined &&
    located.chapter.id === SUMMARY_CHAPTER_ID
  ) {
    return <CertificateFormPage headingRef={headingRef} />;
  }

  const { activity, chapter } = located;
  const content = state.contents[String(activity.id)];
  const descriptor =
    content?.kind === 'loaded'
      ? (content.value.descriptorName ?? content.value.activity.descriptorName)
      : undefined;
  const facts = summaryFacts(state);
  const isSummary = chapter.id === SUMMARY_CHAPTER_ID;
  // The editor's view has no result: its ending pages are named after what they are (decision 0049).
  const title = isSummary
    ? state.editing
      ? t(activity.id === SUMMARY_PAGE_ID ? 'editor.bar.summary' : 'editor.bar.secondSummary')
      : facts?.summary.pageTitle || t('player.summary.plain')
    : activity.title || (content?.kind === 'loaded' ? content.value.activity.title : '');
  const { step, total } = stepOf(state.chapters, activity.id);
  const percent = isSummary ? 100 : progressPercent(step, total);
  // An editor goes activity to activity without answering (decision 0049).
  const availability = state.editing
    ? editorAvailability(state.chapters, position)
    : navigationAvailability({
        chapters: state.chapters,
        position,
        answersLoaded: state.answers[String(activity.id)]?.kind === 'loaded',
        locked: state.locked,
        debug: config.debug,
      });
  const target = nextPosition(state.chapters, position);
  const nextIsSummary = !state.editing && target?.activityId === SUMMARY_PAGE_ID;
  const showInfo = Boolean(config.infoModal) && activity.showInfoModal;
  // Opening the player, the footer waits for the first screen: appearing together with its
  // content, it is not pushed down the page when that content arrives (no layout shift on a slow
  // phone, decision 0040). Later screens keep their footer while they load, so the focus on 'Volgende'
  // stays where it is.
  const answers = state.answers[String(activity.id)];
  const settled = (result: { readonly kind: string } | undefined) =>
    result !== undefined && result.kind !== 'loading' && result.kind !== 'unloaded';
  if (
    isSummary ||
    (settled(content) && (content?.kind !== 'loaded' || !isQuestionKind(activity.kind) || settled(answers)))
  ) {
    firstScreenShown.current = true;
  }
  const lockText =
    availability.nextLocked === 'answer-first'
      ? t('player.nextLocked')
      : availability.nextLocked === 'answers-loading'
        ? t('player.answersLoading')
        : undefined;

  // On the last summary page with a loaded result, Next becomes the certificate button or the
  // finalize link to the landing page (spec 3 §4).
  // Every button says what it does (decision 0027): achieved, the certificate button (with a second
  // attempt as a quiet choice); not achieved, a true restart and the result page; no result blocks,
  // the finalize link. The variant's SummaryButtonText only labels the certificate button.
  let finalAction: ReactNode = null;
  if (isSummary && !availability.hasNext && facts && !state.editing) {
    const restart = (variant: 'primary' | 'secondary') => (
      <Button variant={variant} onClick={() => void store.restart()}>
        {t('player.restart')}
      </Button>
    );
    finalAction =
      facts.outcome === 'achieved' && facts.block ? (
        <>
          <Button onClick={() => store.openCertificateForm()}>
            {facts.block.pageBlock.summaryButtonText || t('player.toCertificate')}
          </Button>
          {restart('secondary')}
        </>
      ) : facts.outcome === 'notAchieved' ? (
        <>
          {restart('primary')}
          {config.resultHref === undefined ? null : (
            <PlayerLink button="secondary" href={config.resultHref}>
              {t('player.toResult')}
            </PlayerLink>
          )}
        </>
      ) : (
        <>
          <PlayerLanding button="primary" landingPage={facts.summary.landingPage}>
            {t('player.finalize')}
          </PlayerLanding>
          {restart('secondary')}
        </>
      );
  }

  return (
    <LeaveGuardContext value={leave.guard}>
      <div className="ep-player">
        <a className="ep-skip-link" href="#ep-content">
          {t('common.skipToContent')}
        </a>
        <div className="ep-header">
          <PlayerWayOut href={config.closeHref} onSelect={config.onClose} className="ep-header__close">
            {t('player.close')}
          </PlayerWayOut>
          {showInfo ? (
            <Button
              variant="secondary"
              className="ep-header__info"
              aria-haspopup="dialog"
              onClick={() => store.setInfoModalOpen(true)}
            >
              {t('player.infoButton')}
            </Button>
          ) : null}
        </div>
        {state.editing ? <EditorBar onGo={(to) => leave.guard(() => store.goTo(to))} /> : null}
        {/* Not a <main>: the host page's layout owns the one main landmark (decision 0052). A region named
          by the page title; the header and footer are plain parts of the player, no landmarks. */}
        <section className="ep-main" id="ep-content" tabIndex={-1} aria-labelledby={titleId}>
          <div className="ep-title">
            {chapter.name || descriptor ? (
              <p className="ep-title__context">{[chapter.name, descriptor].filter(Boolean).join(' · ')}</p>
            ) : null}
            <h1 id={titleId} className="ep-title__heading" ref={headingRef} tabIndex={-1}>
              {title}
            </h1>
          </div>
          <div className="ep-progress">
            <div
              className="ep-progress__bar"
              role="progressbar"
              aria-label={t('player.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('player.step', { x: step, y: total })}
            >
              <div className="ep-progress__fill" style={{ inlineSize: `${percent}%` }} />
            </div>
            <p className="ep-progress__text" aria-hidden="true">
              {t('player.step', { x: step, y: total })}
            </p>
          </div>
          <ActivityView located={located} />
        </section>
        {firstScreenShown.current && (availability.available || finalAction) ? (
          <div className="ep-footer">
            <nav className="ep-footer__nav" aria-label={t('player.progressLabel')}>
              {availability.showPrevious ? (
                <Button variant="secondary" onClick={() => leave.guard(() => store.previous())}>
                  {t('common.previous')}
                </Button>
              ) : null}
              {availability.hasNext ? (
                <Button
                  aria-disabled={lockText ? true : undefined}
                  aria-describedby={lockText ? reasonId : undefined}
                  onClick={() => {
                    if (!lockText) leave.guard(() => store.next());
                  }}
                >
                  {nextIsSummary ? t('player.finalSlide') : t('common.next')}
                </Button>
              ) : null}
              {finalAction}
            </nav>
            {lockText ? (
              <p id={reasonId} className="ep-footer__reason">
                {lockText}
              </p>
            ) : null}
            {isSummary ? null : <ExitParagraph config={config} />}
          </div>
        ) : null}
        <InfoModal />
        {leave.dialog}
      </div>
    </LeaveGuardContext>
  );
}

/** 'Stop met de training', where the host gave a way out (a link or a callback), else nothing. */
function ExitParagraph({ config }: { readonly config: Pick<PlayerConfig, 'exitHref' | 'onExit'> }) {
  const t = useT();
  if (config.exitHref === undefined && !config.onExit) return null;
  return (
    <p className="ep-footer__exit">
      <PlayerWayOut href={config.exitHref} onSelect={config.onExit}>
        {t('player.exit')}
      </PlayerWayOut>
    </p>
  );
}
