import {
  DEFAULT_CLOSE_HREF,
  DEFAULT_EXIT_HREF,
  DEFAULT_LANDING_HREF,
  DEFAULT_RESULT_HREF,
} from '../domain/links';
import type { TrainingPlayerProps } from '../ui/training-player';

/**
 * The ways out our sites give the player (spec 3 §2, spec 1 §2), as the site's `SitePlayer` passes
 * them: tests and stories that show the player as on our sites pass these; the player has none itself.
 */
export const OUR_SITE_WAYS_OUT = {
  closeHref: DEFAULT_CLOSE_HREF,
  exitHref: DEFAULT_EXIT_HREF,
  landingHref: DEFAULT_LANDING_HREF,
  resultHref: DEFAULT_RESULT_HREF,
} as const satisfies Partial<TrainingPlayerProps>;
