import { DEFAULT_BRAND_ID } from '@dementie/brands';
import { type BrandId, isBrandId } from '@dementie/i18n-catalogues';
import type { FastifyRequest } from 'fastify';

/** The header the api-client sends so the shared API port knows the brand (api-client BRAND_HEADER). */
export const BRAND_HEADER_NAME = 'x-brand';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this request is for: the brand port's own, else the X-Brand header, else the default brand. */
    brand: BrandId;
  }
}

export function brandOfRequest(request: FastifyRequest, siteBrand: BrandId | undefined): BrandId {
  if (siteBrand) return siteBrand;
  const header = request.headers[BRAND_HEADER_NAME];
  const value = Array.isArray(header) ? header[0] : header;
  return value && isBrandId(value) ? value : DEFAULT_BRAND_ID;
}
