import { safeRedirectPath } from '@dementie/auth';
import { redirect } from 'react-router-dom';
import type { SiteServices } from '../../services/site-services';

/**
 * A page for signed-in visitors only, decided by the server before any byte of it: a guest is
 * redirected (302) instead of getting a page with a loader that moves on once the scripts ran.
 * Spec 2 route table: logged-out users of /mijn-trainingen are sent to the trainings overview.
 * On the server only: in the browser the auth store knows the visitor and the screen sends a guest
 * on. When the session check gets no answer the page is rendered and the browser decides.
 */
export async function requireSession(
  services: SiteServices,
  request: Request,
  guestsTo: string,
): Promise<null> {
  if (typeof document !== 'undefined') return null;
  const session = await services.api.isSessionValid({ signal: request.signal });
  if (session.kind === 'loaded' && !session.value.loggedIn) throw redirect(guestsTo);
  return null;
}

/** Where `/logout` leads (spec 1 §2: the `redirect` parameter, default /; paths of this site only). */
export function logoutTarget(request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get('redirect')) ?? '/';
}
