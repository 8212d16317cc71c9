import {
  browserLocalStorage,
  createApiClient,
  isOtherOrigin,
  type LearnerTokenStore,
  learnerTokenKey,
  storageLearnerTokens,
} from '@dementie/api-client';
import { Heading } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useId, useRef, useState } from 'react';
import { createAltchaBotCheck } from '../../bot-check/altcha';
import { AuthProvider } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { CertificateForm } from './certificate-form';

/**
 * What the training player hands its certificate form page (the player's `CertificateFormContext`
 * has these fields and more; auth does not depend on the player). The page shows the result block's
 * form title and description itself, so the form does not repeat them.
 */
export interface CertificateEnding {
  readonly runId: string;
  readonly courseId: number;
  readonly score: number;
  /** 'achieved' when the run earned a certificate. */
  readonly outcome: string;
}

/** Props of {@link StandaloneCertificateForm}. */
export interface StandaloneCertificateFormProps {
  /** The API the player talks to (the same `apiBaseUrl`). */
  readonly apiBaseUrl: string;
  /** The brand whose mails and certificate are made (`X-Brand`). */
  readonly brand: string;
  /** The player's certificate form context (`renderCertificateForm={(ending) => ...}`). */
  readonly ending: CertificateEnding;
  /** Told the certificate id (null: no certificate, the run did not earn one) once the form is sent. */
  readonly onSubmitted?: ((certificateId: string | null) => void) | undefined;
  /** Where the learner token is kept; default the player's own store for this API (decision 0082). */
  readonly learnerToken?: LearnerTokenStore | undefined;
}

const stayHere: AuthNavigation = {
  navigate() {
    // The certificate shows in place: a host app has no result page of ours.
  },
  get searchParams() {
    return new URLSearchParams();
  },
};

/**
 * The certificate form (spec 1 §4, §5: e-mail, first name, insertion, last name, newsletter; the same
 * checks and profanity rule as our sites) for a host without our site: another team's app with the
 * training player, on its own origin or ours. It makes its own API client (in learner-token mode for an
 * API on another origin, sharing the player's token) and bot check, sends CreateCertificate and the
 * login call, and then shows the certificate in place instead of going to a result page.
 */
export function StandaloneCertificateForm({
  apiBaseUrl,
  brand,
  ending,
  onSubmitted,
  learnerToken,
}: StandaloneCertificateFormProps) {
  const t = useT();
  const [parts] = useState(() => {
    const pageOrigin = typeof window === 'undefined' ? undefined : window.location.origin;
    const tokens =
      learnerToken ??
      (isOtherOrigin(apiBaseUrl, pageOrigin)
        ? storageLearnerTokens(browserLocalStorage(), learnerTokenKey(apiBaseUrl))
        : undefined);
    const api = createApiClient({ baseUrl: apiBaseUrl, brand, ...(tokens ? { learnerToken: tokens } : {}) });
    const botCheck = createAltchaBotCheck({ fetchChallenge: (signal) => api.altchaChallenge({ signal }) });
    return { api, botCheck };
  });
  const [sent, setSent] = useState<{ readonly certificateId: string | null } | null>(null);
  const titleId = useId();
  const ready = useRef<HTMLElement>(null);
  useEffect(() => {
    // The form is gone: focus goes to what replaced it, so nobody is left on a removed button.
    if (sent) ready.current?.focus();
  }, [sent]);

  if (sent) {
    const imageUrl = sent.certificateId ? parts.api.certificateImageUrl(sent.certificateId) : null;
    return (
      <section className="au-certificate-ready" aria-labelledby={titleId} ref={ready} tabIndex={-1}>
        <Heading level={2} id={titleId}>
          {t('certificate.ready.title')}
        </Heading>
        {imageUrl ? (
          <>
            <img
              className="au-certificate-ready__image"
              src={imageUrl}
              alt={t('certificate.ready.imageAlt')}
              width={1600}
              height={1131}
            />
            <p>
              <a href={imageUrl} target="_blank" rel="noopener">
                {t('certificate.ready.open')}
              </a>
            </p>
            <p>{t('certificate.ready.mail')}</p>
          </>
        ) : (
          <p>{t('certificate.ready.notAchieved')}</p>
        )}
      </section>
    );
  }

  return (
    <AuthProvider
      // Nobody is signed in here: no session of ours reaches another origin (decision 0082). Without a
      // known state the store would still be verifying, and the form's login call would not be made.
      deps={{ api: parts.api, initialState: { status: 'logged out' } }}
      botCheck={parts.botCheck}
      verifyOnMount={false}
      isSameBrowser={() => false}
    >
      <CertificateForm
        achieved={ending.outcome === 'achieved'}
        runId={ending.runId}
        courseId={ending.courseId}
        score={ending.score}
        navigation={stayHere}
        onSubmitted={(certificateId) => {
          setSent({ certificateId });
          onSubmitted?.(certificateId);
        }}
      />
    </AuthProvider>
  );
}
