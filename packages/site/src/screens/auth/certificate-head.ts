import { CERTIFICATE_SHARE_IMAGE_SIZE } from '@dementie/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SiteServices } from '../../services/site-services';

/** What the server needs for the head of a certificate page: its share card (issue 14). */
export interface CertificateHead {
  readonly name: string;
  readonly trainingName: string;
  readonly shareImage: { readonly url: string; readonly width: number; readonly height: number };
}

/**
 * Loads the certificate's name and share image for the head of `/jouw-resultaat/:certificateId`.
 * Only the server's answer matters to the networks that read Open Graph tags, so in the browser it
 * loads nothing: the certificate screen fetches the page itself (it also knows who owns it).
 */
export async function loadCertificateHead(
  services: SiteServices,
  { params, request }: LoaderFunctionArgs,
): Promise<CertificateHead | null> {
  if (typeof document !== 'undefined' || !params.certificateId) return null;
  const answer = await services.api.certificatePage(params.certificateId, { signal: request.signal });
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
