import type { BrandConfig } from '../brand/brand-config';
import { EMBED_ISLAND } from '../screens/embed/embed-constants';
import { PLAYER_ISLAND } from '../screens/player/player-constants';
import { startIslands } from './loader';

/**
 * The script of the player page (decision 0073): the islands loader of a document page, which also
 * knows the player's island. The player's code, with the app's texts, is reachable from this script
 * only, never from a content page's. The player checks the session as the app did (the certificate
 * form knows whether the learner is logged in). The embed page (decision 0085) is a
 * player page too: its one island is the player in another site's frame, which checks no session (no
 * cookie of ours reaches the server from there).
 */
export function startPlayerPage(options: { brand: () => Promise<BrandConfig> }): void {
  startIslands({
    brand: options.brand,
    page: {
      islands: {
        [PLAYER_ISLAND]: () => import('../screens/player/player-island').then((m) => m.PlayerIsland),
        [EMBED_ISLAND]: () => import('../screens/embed/embed-player').then((m) => m.EmbedPlayer),
      },
      withSession: [PLAYER_ISLAND],
    },
  });
}
