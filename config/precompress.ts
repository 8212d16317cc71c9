import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';
import { browserBuildOnly } from './browser-build';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy of every text asset of the browser build (decision 0037),
 * at the highest levels, once. The server sends these as they are (`preCompressed`), instead of
 * compressing the same file again for every visitor: smaller files, and no CPU spent per request.
 */
export function precompress(pattern = /\.(?:js|css|svg|html|json|txt)$/): Plugin {
  return {
    name: 'dementie-precompress',
    apply: browserBuildOnly,
    writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const file of Object.keys(bundle)) {
        if (!pattern.test(file)) continue;
        const full = path.join(options.dir, file);
        const bytes = readFileSync(full);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(bytes, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
        writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
