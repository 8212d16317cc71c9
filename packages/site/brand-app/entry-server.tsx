import { brandRenderer } from '../src/server';
import { brand } from './brand';

/** Server rendering of this brand's site (see brandRenderer). */
export const render = brandRenderer(brand);
