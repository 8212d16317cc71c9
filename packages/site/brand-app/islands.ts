import { startIslands } from '../src/islands/index';

// A document page's only script (decision 0067): the islands loader; the brand comes with the runtime.
startIslands({ brand: () => import('./brand').then((module) => module.brand) });
