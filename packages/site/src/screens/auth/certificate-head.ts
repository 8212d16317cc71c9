import { CERTIFICATE_SHARE_IMAGE_SIZE } from '@dementie/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SiteServices } from '../../services/site-services';
import { notFound } from '../cms/cms-loader';

/** What the server needs for the head of a certificate page: its share card (decision 0041). */
export interface CertificateHead {
  readonly name: string;
  readonly trainingName: string;
  readonly shareImage: { readonly url: string; readonly width: number; readonly height: number };
}

/**
 * Loads the certificate's name and share image for the head of `/jouw-resultaat/:certificateId`.
 * Only the server's answer matters to the networks that read Open Graph tags, so in the browser it
 * loads nothing: the certificate screen fetches the page itself (it also knows who owns it).
 * A certificate the server does not know is a missing page: status 404 and the not-found page, as the
 * browser shows it, so a mistyped or removed share link is not indexed as an empty certificate page.
 * Any other failure leaves the head plain and lets the screen in the browser show its own message.
 */
export async function loadCertificateHead(
  services: SiteServices,
  { params, request }: LoaderFunctionArgs,
): Promise<CertificateHead | null> {
  if (typeof document !== 'undefined' || !params.certificateId) return null;
  const answer = await services.api.certificatePage(params.certificateId, { signal: request.signal });
  if (answer.kind === 'failed' && answer.status === 404) notFound();
  const certificate = answer.kind === 'loaded' ? answer.value.certificate : undefined;
  if (!certificate) return null;
  return {
    name: certificate.name,
    trainingName: certificate.trainingName,
    shareImage: {
      url: services.api.certificateShareImageUrl(certificate.id),
      ...CERTIFICATE_SHARE_IMAGE_SIZE,
    },
  };
}
