import { kitBlocks } from './list';
import { type BlockRegistry, registryOf } from './renderer/registry';

/**
 * The kit's renderers for every CMS block of spec 2 §2.5 and the design-kit blocks (rendered by the
 * widgets), all from `./list.ts`; brand apps extend or replace entries with `createBlockRegistry`.
 */
export const defaultBlockRegistry: BlockRegistry = registryOf(kitBlocks);
