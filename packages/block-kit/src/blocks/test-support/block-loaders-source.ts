import { readFileSync } from 'node:fs';
import { kitBlocks } from '../list';

/*
 * The source of `../block-loaders.gen.ts`, written from the one list of blocks (`../list.ts`): each
 * registration the list names becomes a loader that imports its module on its own (decision 0069).
 * `pnpm --filter @dementie/block-kit blocks` writes it; `../lazy-list.test.ts` fails while the
 * committed file differs, so the loaders can never miss or misplace a block of the list.
 */

const LIST = new URL('../list.ts', import.meta.url);

/** A registration the list names: its exported name, the module it comes from and its kind. */
export interface ListedBlock {
  readonly name: string;
  readonly path: string;
  readonly kind: string;
}

/** The list's registrations in its order, each with the module `list.ts` imports it from. */
export function listedBlocks(): ListedBlock[] {
  const source = readFileSync(LIST, 'utf8');
  const paths = new Map(
    [...source.matchAll(/^import \{ (\w+) \} from '(\.[^']+)';$/gm)].map(([, name, path]) => [name, path]),
  );
  const array = /export const kitBlocks[^=]*= \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const names = [...array.matchAll(/^\s*(\w+),$/gm)].map(([, name]) => name as string);
  if (names.length !== kitBlocks.length) throw new Error('list.ts: cannot read the names of kitBlocks');
  return names.map((name, index) => {
    const path = paths.get(name);
    if (!path) throw new Error(`list.ts: no import line for ${name}`);
    return { name, path, kind: (kitBlocks[index] as { kind: string }).kind };
  });
}

/** The text of `../block-loaders.gen.ts`. */
export function blockLoadersSource(blocks: readonly ListedBlock[] = listedBlocks()): string {
  const loaders = blocks.map(
    ({ name, path, kind }) => `  ${kind}: () => import('${path}').then((m) => [m.${name}]),\n`,
  );
  return `// Written by \`pnpm --filter @dementie/block-kit blocks\` from ./list.ts; do not edit by hand.
import type { BlockKind } from '@dementie/cms-model';
import type { AnyBlockRegistration } from './renderer/registry';

/** Loads the registration of one kind, and only its code. */
export type BlockLoader = () => Promise<readonly AnyBlockRegistration[]>;

/**
 * Every block kind of the kit to the code that registers it, each loaded on its own: what a block
 * island loads in the browser instead of the whole registry (decision 0069). The type makes a kind
 * without a loader fail to compile.
 */
export const kitBlockLoaders: { readonly [K in BlockKind]: BlockLoader } = {
${loaders.join('')}};
`;
}
