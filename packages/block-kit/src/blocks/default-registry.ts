import { designKitBlocks } from './design-kit';
import { kitBlocks } from './list';
import { type BlockRegistry, registryOf } from './renderer/registry';

/**
 * The kit's renderers for every CMS block of spec 2 §2.5 (`./list.ts`) and the design-kit blocks
 * (rendered by the widgets); brand apps extend or replace entries with `createBlockRegistry`.
 */
export const defaultBlockRegistry: BlockRegistry = registryOf([...designKitBlocks, ...kitBlocks]);
