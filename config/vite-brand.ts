import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type UserConfig } from 'vite';
import { deferHydration, ISLANDS_ENTRY, PLAYER_ENTRY } from './defer-hydration';
import { fontPreload } from './font-preload';
import { islandChunks } from './island-chunks';
import { precompress } from './precompress';
import { signedInHint } from './signed-in-hint';

/**
 * The one Vite config of the three brand apps. In development each brand runs on its own port and
 * proxies the spec's same-origin server paths to the API on PORT_BASE (default 4000).
 */
export function brandViteConfig(portOffset: number): UserConfig {
  const base = Number(process.env.PORT_BASE ?? 4000);
  const api = `http://127.0.0.1:${base}`;
  const proxied = ['/api', '/drupal', '/sharedblobstorage', '/blobstorage', '/_dev'];
  const islands = islandChunks(path.resolve('src/islands.ts'));
  return defineConfig({
    plugins: [react(), signedInHint(), fontPreload(), deferHydration(), precompress(), islands.plugin],
    // Workspace packages resolve to their sources, so a change in a package shows without a rebuild.
    resolve: { conditions: ['@dementie/source', ...defaultClientConditions] },
    // The server bundle (dist-server/) bundles the workspace packages from source too; React and the
    // router stay external and are loaded from the app's node_modules at run time.
    ssr: { resolve: { conditions: ['@dementie/source', ...defaultServerConditions] } },
    server: {
      host: '127.0.0.1',
      port: base + portOffset,
      strictPort: true,
      proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])),
    },
    build: {
      outDir: 'dist',
      sourcemap: true,
      target: 'es2022',
      // The app (index.html -> src/main.tsx), the islands loader of document pages (decision 0067)
      // and the player page's (decision 0073).
      rolldownOptions: {
        input: { index: 'index.html', [ISLANDS_ENTRY]: 'src/islands.ts', [PLAYER_ENTRY]: 'src/player.ts' },
        output: { codeSplitting: { groups: [islands.group, islands.apiGroup] } },
        onLog(level, log, handler) {
          if (!islands.expectedLog(log)) handler(level, log);
        },
      },
    },
  });
}
