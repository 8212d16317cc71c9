import type { AsyncResult, Certificate, CertificatePage } from '@dementie/api-client';
import { Button, ButtonLink, Heading, Loader } from '@dementie/block-kit';
import { certificateFileName, formatCertificateDate, formatScore } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { readStoredResult } from '../../store/result-storage';
import { Celebration } from '../../ui/celebration';
import { LoadFailed } from '../../ui/load-failed';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The query parameter with the training name (spec 1 §2: "reads a query parameter 'training
 * name'"); project choice: `trainingName`. It feeds the analytics event.
 */
export const TRAINING_NAME_PARAM = 'trainingName';

/** Props of {@link CertificateOverviewScreen}. */
export interface CertificateOverviewScreenProps {
  /** The `:certificateId` route parameter. */
  readonly certificateId: string;
  readonly navigation: AuthNavigation;
  /** Called for an unknown certificate (404): the site renders its not-found page. */
  readonly onNotFound: () => void;
  /** Origin of the public site for the share links, e.g. 'https://www.dementie.nl'; default the page's. */
  readonly siteUrl?: string;
  /** The trainings path; the guest's course button goes to `{trainingsPath}/{courseId}`. */
  readonly trainingsPath?: string;
  /** This page's base path. Default '/jouw-resultaat'. */
  readonly resultPath?: string;
}

/**
 * LinkedIn's 'add to profile' link, prefilled with the certificate's name, the organisation, the
 * issue date and the certificate URL (spec 1 §2: share to a professional network).
 */
export function linkedInAddToProfileUrl(
  certificate: Certificate,
  organisation: string,
  certificateUrl: string,
): string {
  const date = new Date(certificate.date);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.trainingName,
    organizationName: organisation,
    issueYear: String(date.getUTCFullYear()),
    issueMonth: String(date.getUTCMonth() + 1),
    certUrl: certificateUrl,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** Facebook's share link for a URL (spec 1 §2: share to a social network). */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url }).toString()}`;
}

function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** A button-styled link to a social network, opened in a new tab; screen readers hear that it leaves the site. */
function ShareLink({ href, children }: { readonly href: string; readonly children: string }) {
  const t = useT();
  return (
    <a className="bk-button bk-button--secondary" href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="bk-visually-hidden">{t('common.externalLink')}</span>
    </a>
  );
}

/**
 * The certificate overview `/jouw-resultaat/:certificateId` (spec 1 §2, §6). Owner view when the
 * id is this session's certificate or the server says it is the signed-in user's: personal title,
 * share links, download, suggestions and a confetti button. Guest view otherwise: another title
 * and a course button. The page is also a public proof of the certificate; its Open Graph tags
 * are written by the server.
 */
export function CertificateOverviewScreen({
  certificateId,
  navigation,
  onNotFound,
  siteUrl,
  trainingsPath = '/trainingen',
  resultPath = '/jouw-resultaat',
}: CertificateOverviewScreenProps) {
  const t = useT();
  const { store, resultStorage, prefersReducedMotion } = useAuth();
  const [page, setPage] = useState<AsyncResult<CertificatePage>>({ kind: 'loading' });
  const [burst, setBurst] = useState(0);
  const [reducedMotion] = useState(prefersReducedMotion);
  const tracked = useRef(false);

  const load = useCallback(async () => {
    setPage({ kind: 'loading' });
    const answer = await store.deps.api.certificatePage(certificateId);
    if (answer.kind === 'failed' && answer.status === 404) onNotFound();
    setPage(answer);
  }, [store, certificateId, onNotFound]);

  useEffect(() => {
    void load();
  }, [load]);

  const value = page.kind === 'loaded' ? page.value : null;
  const certificate = value?.certificate;
  // Erased (decision 0011): the certificate stays as proof of a finished training, without a name,
  // and nobody is its owner any more (this browser may still remember it).
  const erased = certificate !== undefined && certificate.name.trim() === '';
  const owner =
    value !== null &&
    !erased &&
    (readStoredResult(resultStorage()).certificateId === certificateId || value.achievedByLoggedInUser);
  const title = certificate
    ? erased
      ? t('certificate.page.title', { training: certificate.trainingName })
      : owner
        ? t('certificate.owner.title', { name: certificate.name })
        : t('certificate.guest.title', { name: certificate.name })
    : (value?.pageBlock.title ?? t('certificate.image.heading'));
  useDocumentTitle(title);

  useEffect(() => {
    if (!value || tracked.current) return;
    tracked.current = true;
    // spec 1 §2: the overview reads the training-name parameter and fires an analytics event.
    const trainingName =
      navigation.searchParams.get(TRAINING_NAME_PARAM) ?? value.certificate?.trainingName ?? '';
    store.deps.track({ kind: 'certificate overview', trainingName, owner });
  }, [value, owner, navigation, store]);

  if (page.kind === 'loading' || page.kind === 'unloaded') {
    return (
      <div className="au-screen au-screen--certificate">
        <Loader withoutScript={t('app.needsScript')} />
      </div>
    );
  }
  if (!value) {
    if (page.kind === 'failed' && page.status === 404) return null;
    return (
      <div className="au-screen au-screen--certificate">
        <Heading level={1}>{t('certificate.image.heading')}</Heading>
        <LoadFailed message={t('certificate.failed')} onRetry={() => void load()} />
      </div>
    );
  }

  const certificateUrl = `${siteUrl ?? pageOrigin()}${resultPath}/${certificateId}`;
  return (
    <div className={`au-screen au-screen--certificate au-certificate--${owner ? 'owner' : 'guest'}`}>
      {owner ? <Celebration burst={burst} reducedMotion={reducedMotion} /> : null}
      <Heading level={1}>{title}</Heading>
      {certificate ? (
        <p className="au-intro">
          {erased
            ? t('certificate.erased.intro')
            : owner
              ? t('certificate.owner.intro', { training: certificate.trainingName })
              : t('certificate.guest.intro', { name: certificate.name, training: certificate.trainingName })}
        </p>
      ) : null}
      {value.pageBlock.description ? <p>{value.pageBlock.description}</p> : null}

      {certificate ? (
        <figure className="au-certificate">
          {value.showImageAndCertificate ? (
            <img
              className="au-certificate__image"
              src={certificate.imageLink}
              alt={
                erased
                  ? t('certificate.erased.imageAlt', { training: certificate.trainingName })
                  : t('certificate.imageAlt', { name: certificate.name, training: certificate.trainingName })
              }
            />
          ) : null}
          <figcaption className="au-certificate__details">
            <dl>
              {erased ? null : (
                <div>
                  <dt>{t('certificate.image.awardedTo')}</dt>
                  <dd>{certificate.name}</dd>
                </div>
              )}
              <div>
                <dt>{t('certificate.image.forTraining')}</dt>
                <dd>{certificate.trainingName}</dd>
              </div>
              <div>
                {/* 'Jouw score' only speaks to the owner; a guest reads someone else's certificate. */}
                <dt>{owner ? t('player.summary.yourScore') : t('certificate.guest.scoreLabel')}</dt>
                <dd>{formatScore(certificate.score.achieved, certificate.score.total, t)}</dd>
              </div>
            </dl>
            <p>{t('certificate.date', { date: formatCertificateDate(certificate.date) })}</p>
          </figcaption>
        </figure>
      ) : null}

      {owner && certificate ? (
        <section className="au-certificate__share" aria-labelledby="au-certificate-share">
          <Heading level={2} size="m" id="au-certificate-share">
            {t('certificate.share')}
          </Heading>
          <ul className="au-certificate__share-list">
            <li>
              <ShareLink href={linkedInAddToProfileUrl(certificate, t('brand.name'), certificateUrl)}>
                {t('certificate.addToLinkedIn')}
              </ShareLink>
            </li>
            <li>
              <ShareLink href={facebookShareUrl(certificateUrl)}>{t('certificate.shareFacebook')}</ShareLink>
            </li>
            <li>
              <a
                className="bk-button bk-button--secondary"
                href={certificate.imageLink}
                // Decision 0014: a readable name in the downloads folder, not '{uuid}.png'.
                download={certificateFileName(
                  { trainingName: certificate.trainingName, personName: certificate.name },
                  t,
                )}
              >
                {t('certificate.download')}
              </a>
            </li>
            {reducedMotion ? null : (
              <li>
                <Button variant="secondary" onClick={() => setBurst((value) => value + 1)}>
                  {t('certificate.confetti')}
                </Button>
              </li>
            )}
          </ul>
        </section>
      ) : null}

      {owner ? null : (
        <div className="au-actions">
          <ButtonLink href={`${trainingsPath}/${value.courseId}`}>
            {t('certificate.guest.courseButton')}
          </ButtonLink>
        </div>
      )}

      {owner && value.linkItems.length > 0 ? (
        <section className="au-suggestions" aria-labelledby="au-suggestions">
          <Heading level={2} size="m" id="au-suggestions">
            {t('certificate.suggestions')}
          </Heading>
          <ul className="au-suggestions__list">
            {value.linkItems.map((item) => (
              <li key={item.link} className="au-suggestions__item">
                <a href={item.link}>{item.title}</a>
                {item.intro ? <p>{item.intro}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
