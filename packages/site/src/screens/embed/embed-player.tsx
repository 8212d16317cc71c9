import { type AuthNavigation, AuthProvider } from '@dementie/auth';
import { ButtonLink, useConsent } from '@dementie/block-kit';
import {
  type CertificateFormContext,
  createHttpTrainingBackend,
  DEFAULT_RESULT_HREF,
  TrainingPlayer,
  type TrainingPlayerProps,
} from '@dementie/elearning-player';
import { I18nProvider, useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { hiddenField } from '../../services/hidden-field';
import { SiteServicesProvider, useSiteServices } from '../../services/site-services';
import { siteCertificateForm } from '../player/player-island';
import { FRAME_ORIGINS_FIELD } from './embed-constants';
import { embedServices } from './embed-services';
import {
  createParentMessenger,
  documentHeight,
  type ParentMessenger,
  readAllowedOrigins,
} from './parent-messages';

/** What the embed page knows from its address and loader, the same on the server and in the browser. */
export interface EmbedPlayerProps {
  readonly courseId: number;
  /** The training's own name, for the events (spec 3 tracking events); absent when not known. */
  readonly trainingName?: string;
  /** The page's path, as the player's links are built from it. */
  readonly currentPath: string;
}

/** The address of a certificate's page on this site (the auth package's result route). */
export function certificateAddress(origin: string, certificateId: string): string {
  return new URL(`/jouw-resultaat/${encodeURIComponent(certificateId)}`, origin).href;
}

/**
 * Our pages cannot be shown in the other site's frame (they may be framed by this site only), so a link
 * of the player to one (a result, a course's landing page) opens it in a new tab, and the training
 * stays where it is.
 */
function openOnSite(href: string): void {
  window.open(new URL(href, window.location.origin).href, '_blank', 'noopener');
}

const newTabNavigation: AuthNavigation = {
  navigate: (href) => openOnSite(href),
  get searchParams() {
    return new URLSearchParams(window.location.search);
  },
};

/**
 * The embed page's one island (decision 0085): the training player in another site's
 * frame. Its calls carry the learner token instead of cookies (`embedServices`), its tracking events
 * and its height go to the parent page as messages (no analytics of ours), and the certificate form
 * ends in the frame with a link that opens the certificate on this site in a new tab.
 */
export function EmbedPlayer(props: EmbedPlayerProps) {
  const frame = useSiteServices();
  const [services] = useState(() => embedServices(frame));
  return (
    <SiteServicesProvider services={services}>
      <I18nProvider brand={services.brand.id}>
        {/* A guest in every case: no session cookie reaches the server from here. */}
        <AuthProvider store={services.auth} botCheck={services.botCheck} verifyOnMount={false}>
          <EmbeddedTraining {...props} />
        </AuthProvider>
      </I18nProvider>
    </SiteServicesProvider>
  );
}

/** The messenger to the parent, made at its first use in the browser (it reads the page), then kept. */
function useParentMessenger(): () => ParentMessenger {
  const [messenger] = useState(() => {
    let made: ParentMessenger | null = null;
    return () => {
      made ??= createParentMessenger(window, readAllowedOrigins(hiddenField(FRAME_ORIGINS_FIELD)));
      return made;
    };
  });
  return messenger;
}

function EmbeddedTraining({ courseId, trainingName, currentPath }: EmbedPlayerProps) {
  const { api, origin } = useSiteServices();
  const consent = useConsent();
  const parent = useParentMessenger();
  const backend = useMemo(() => createHttpTrainingBackend({ client: api }), [api]);

  useEffect(() => {
    const messenger = parent();
    messenger.post({ type: 'ready', courseId });
    // The document's height at the start and at every change, so the parent can size the frame to it
    // (no scroll bar inside the frame, and none of the page left over).
    let last = -1;
    const report = () => {
      const height = documentHeight(document);
      if (height === last) return;
      last = height;
      messenger.post({ type: 'resize', courseId, height });
    };
    report();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [parent, courseId]);

  const props: TrainingPlayerProps = {
    courseId,
    ...(trainingName ? { trainingName } : {}),
    backend,
    currentPath,
    // The ways out (decision 0083: the host's): in a partner's page there is no training to close or
    // leave, so neither 'Training sluiten' nor 'Stop met de training'; the result and the course's
    // landing page are pages of this site, opened in a new tab. A fatal error stays in the player,
    // which offers to start again. No document editor: no admin mode in a frame.
    resultHref: DEFAULT_RESULT_HREF,
    navigate: openOnSite,
    // The events go to the parent page instead of any analytics of ours.
    onEvent: (event) => parent().post({ type: 'event', courseId, event: { ...event } }),
    marketingConsent: consent.has('marketing'),
    onAcceptCookies: () => consent.grant('marketing'),
    renderCertificateForm: (context) => (
      <EmbedCertificate
        context={context}
        origin={origin}
        onCertificate={(certificateId) => parent().post({ type: 'certificate', courseId, certificateId })}
      />
    ),
  };
  return <TrainingPlayer key={courseId} {...props} />;
}

/**
 * The certificate form in the frame: sent, it does not go on to the result page (a page of this site)
 * but says the certificate is there, with a link that opens it on this site in a new tab.
 */
function EmbedCertificate({
  context,
  origin,
  onCertificate,
}: {
  context: CertificateFormContext;
  origin: string;
  onCertificate: (certificateId: string) => void;
}) {
  const [sent, setSent] = useState<{ certificateId: string | null } | null>(null);
  if (sent) return <EmbedCertificateSent certificateId={sent.certificateId} origin={origin} />;
  return siteCertificateForm(newTabNavigation, (certificateId) => {
    setSent({ certificateId });
    if (certificateId) onCertificate(certificateId);
  })(context);
}

function EmbedCertificateSent({ certificateId, origin }: { certificateId: string | null; origin: string }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: the focus goes to what took their place.
  useEffect(() => heading.current?.focus(), []);
  // The same words as the certificate form in another team's app (auth's StandaloneCertificateForm).
  return (
    <div className="site-embed-certificate">
      <h2 ref={heading} tabIndex={-1}>
        {t('certificate.ready.title')}
      </h2>
      {certificateId ? (
        <>
          <p>{t('player.embed.certificateNewTab')}</p>
          <p>
            <ButtonLink
              href={certificateAddress(origin, certificateId)}
              target="_blank"
              rel="noopener"
              external={false}
            >
              {t('player.viewCertificate')}
            </ButtonLink>
          </p>
          <p>{t('certificate.ready.mail')}</p>
        </>
      ) : (
        <p>{t('certificate.ready.notAchieved')}</p>
      )}
    </div>
  );
}
