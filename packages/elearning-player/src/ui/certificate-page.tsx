import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode, Ref } from 'react';
import { usePlayerConfig } from './context';
import { PlayerLanding, PlayerLink } from './link';
import { EndingContent, LoadingOrFailed, summaryFacts } from './summary-pages';
import { usePlayerStoreState } from './use-player';

/** The certificate form page's way out (spec 3 §2), in its own paragraph when there is one. */
function CertificateExit({ landingPage }: { readonly landingPage: string | undefined }): ReactNode {
  const t = useT();
  const { landingHref, exitHref, onExit } = usePlayerConfig();
  if (!landingPage && landingHref === undefined && exitHref === undefined && !onExit) return null;
  return (
    <p className="ep-certificate__exit">
      <PlayerLanding landingPage={landingPage}>{t('player.certificateForm.exit')}</PlayerLanding>
    </p>
  );
}

/**
 * The certificate form page (spec 3 §2): standalone, without the player header. Its title and
 * description are this page's heading; the host's form (the site passes the auth package's
 * certificate form) gets them in the context but must not repeat them (decision 0027: shown once). The
 * exit link goes to the landing page, else to the host's (our sites: /einde-training).
 */
export function CertificateFormPage({
  headingRef,
}: {
  /** The page's heading, which the player focuses when the page opens from the summary (as any page change). */
  readonly headingRef?: Ref<HTMLHeadingElement>;
}): ReactNode {
  const t = useT();
  const { store, state, config } = usePlayerStoreState();
  const facts = summaryFacts(state);
  const runId = state.run.kind === 'loaded' ? state.run.value.runId : '';
  // This run's certificate was already made in this tab (a reload, or the run reopened): the page
  // says so instead of inviting to ask for it (its title, description and content are that invitation).
  // A second attempt stays an explicit choice here too (decision 0026).
  const made = state.certificateId;
  return (
    <div className="ep-player ep-player--standalone">
      <div className="ep-certificate" id="ep-content">
        {facts && made ? (
          <>
            <h1 className="ep-certificate__title" ref={headingRef} tabIndex={-1}>
              {t('player.certificateMade')}
            </h1>
            <div className="ep-certificate__made">
              {config.resultHref === undefined ? null : (
                <PlayerLink button="primary" href={`${config.resultHref}/${made}`}>
                  {t('player.viewCertificate')}
                </PlayerLink>
              )}
              <Button variant="secondary" onClick={() => void store.restart()}>
                {t('player.restart')}
              </Button>
            </div>
            <CertificateExit landingPage={facts.summary.landingPage} />
          </>
        ) : facts ? (
          <>
            <h1 className="ep-certificate__title" ref={headingRef} tabIndex={-1}>
              {facts.block?.pageBlock.formTitle || facts.summary.pageTitle || t('player.toCertificate')}
            </h1>
            {facts.block?.pageBlock.formDescription ? <p>{facts.block.pageBlock.formDescription}</p> : null}
            <EndingContent contentId={state.ending.CertificateFormPage} />
            {config.renderCertificateForm?.({
              runId,
              courseId: state.courseId,
              score: facts.result.score,
              maxScore: facts.result.maxPossibleScore,
              minAcceptableScore: facts.minAcceptableScore,
              outcome: facts.outcome,
              formTitle: facts.block?.pageBlock.formTitle ?? '',
              formDescription: facts.block?.pageBlock.formDescription ?? '',
              spotlerForm: facts.block?.spotlerForm,
              summaryPage: facts.summary,
              resultHref: config.resultHref,
            })}
            <CertificateExit landingPage={facts.summary.landingPage} />
          </>
        ) : (
          <LoadingOrFailed state={state} />
        )}
      </div>
    </div>
  );
}
