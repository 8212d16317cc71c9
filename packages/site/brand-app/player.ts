import { startPlayerPage } from '../src/islands/index';

// The player page's only script (decision 0073): the islands loader that also knows the player.
startPlayerPage({ brand: () => import('./brand').then((module) => module.brand) });
