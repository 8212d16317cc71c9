import { defineBlock } from '../renderer/registry';
import { FileBlock } from './file';

export { FileBlock, formatFileSize } from './file';

export const fileBlock = defineBlock({ kind: 'file', component: FileBlock });
