import { type RenderResult, renderRequest } from '@dementie/site/server';
import { brand } from './brand';

/**
 * Server rendering of this brand's site; the reference server imports the built file (dist-server/).
 * `options.nonce` goes on the inline hydration script (the server's Content-Security-Policy).
 */
export function render(
  request: Request,
  fetch: typeof globalThis.fetch,
  options: { nonce?: string } = {},
): Promise<RenderResult> {
  return renderRequest({ brand, request, fetch, ...(options.nonce ? { nonce: options.nonce } : {}) });
}
