import { type RenderResult, renderRequest } from '@dementie/site/server';
import { brand } from './brand';

/** Server rendering of this brand's site; the reference server imports the built file (dist-server/). */
export function render(request: Request, fetch: typeof globalThis.fetch): Promise<RenderResult> {
  return renderRequest({ brand, request, fetch });
}
