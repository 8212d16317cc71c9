import { createFakeServer } from '../../testing/fake-server';
import { testBrand } from '../../testing/test-brand';
import { renderRequest } from '../render';

/** The brand of the server-render tests. */
export const brand = testBrand({ id: 'alzheimer', name: 'Alzheimer Steunpunt' });

/** Renders an address of the test site on the server and expects a page, not a redirect. */
export async function renderPage(url: string, server = createFakeServer(), nonce?: string) {
  const result = await renderRequest({
    brand,
    request: new Request(url),
    fetch: server.fetch,
    ...(nonce ? { nonce } : {}),
  });
  if (result.kind !== 'html') throw new Error(`expected html, got a redirect to ${result.location}`);
  return result;
}
