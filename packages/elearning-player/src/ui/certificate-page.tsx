import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { DEFAULT_LANDING_HREF } from '../domain/links';
import { usePlayerConfig, usePlayerState } from './context';
import { PlayerLink } from './link';
import { LoadingOrFailed, summaryFacts } from './summary-pages';

/**
 * The certificate form page (spec 3 §2): standalone, without the player header. The form itself
 * is the host's (the site passes the auth package's certificate form); the exit link goes to the
 * landing page, or /einde-training when it is missing.
 */
export function CertificateFormPage(): ReactNode {
  const t = useT();
  const state = usePlayerState();
  const config = usePlayerConfig();
  const facts = summaryFacts(state);
  const runId = state.run.kind === 'loaded' ? state.run.value.runId : '';
  return (
    <div className="ep-player ep-player--standalone">
      <main className="ep-certificate" id="ep-content">
        {facts ? (
          <>
            <h1 className="ep-certificate__title">
              {facts.block?.pageBlock.formTitle || facts.summary.pageTitle || t('player.toCertificate')}
            </h1>
            {facts.block?.pageBlock.formDescription ? <p>{facts.block.pageBlock.formDescription}</p> : null}
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
            <p className="ep-certificate__exit">
              <PlayerLink href={facts.summary.landingPage ?? DEFAULT_LANDING_HREF}>
                {t('player.certificateForm.exit')}
              </PlayerLink>
            </p>
          </>
        ) : (
          <LoadingOrFailed state={state} />
        )}
      </main>
    </div>
  );
}
