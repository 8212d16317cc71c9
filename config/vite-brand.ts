import path from 'node:path';
import { SERVER_PATH_PREFIXES } from '@dementie/api-client';
import { type BrandId, brands } from '@dementie/brands';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type UserConfigFnObject,
} from 'vite';
import { deferHydration, ISLANDS_ENTRY, PLAYER_ENTRY } from './defer-hydration';
import { fontPreload } from './font-preload';
import { islandChunks } from './island-chunks';
import { precompress } from './precompress';
import { signedInHint } from './signed-in-hint';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * The entries every brand app shares (index.html, main.tsx, islands.ts, player.ts, entry-server.tsx):
 * a brand app is its data, its assets and a one-line config (docs/architecture.md, "Adding a brand").
 */
export const BRAND_APP_ENTRIES = path.join(repoRoot, 'packages/site/brand-app');

/** The folder of a brand's app: its `src/brand.ts`, its `public/` and where its builds go. */
export function brandAppFolder(id: BrandId): string {
  return path.join(repoRoot, 'apps', id);
}

/**
 * Resolves the shared entries' `./brand` (declared by brand.d.ts beside them) to this app's data, and
 * names the page after the brand.
 */
function brandApp(id: BrandId): Plugin {
  const brandModule = path.join(brandAppFolder(id), 'src/brand.ts');
  const sharedBrand = path.join(BRAND_APP_ENTRIES, 'brand');
  return {
    name: 'dementie-brand-app',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer && path.resolve(path.dirname(importer), source) === sharedBrand ? brandModule : null,
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('%BRAND_NAME%', brands[id].name) },
  };
}

/**
 * The one Vite config of the brand apps. In development each brand runs on its own port (PORT_BASE plus
 * the brand's `portOffset`, @dementie/brands) and proxies the spec's same-origin server paths to the
 * API on PORT_BASE (default 4000).
 * @param id - the brand whose app this is (its folder is `apps/<id>`)
 */
export function brandViteConfig(id: BrandId): UserConfigFnObject {
  const app = brandAppFolder(id);
  const base = Number(process.env.PORT_BASE ?? 4000);
  const api = `http://127.0.0.1:${base}`;
  const islandsEntry = path.join(BRAND_APP_ENTRIES, 'islands.ts');
  const islands = islandChunks(islandsEntry);
  const clientInput: Record<string, string> = {
    index: path.join(BRAND_APP_ENTRIES, 'index.html'),
    [ISLANDS_ENTRY]: islandsEntry,
    [PLAYER_ENTRY]: path.join(BRAND_APP_ENTRIES, 'player.ts'),
  };
  const serverInput: Record<string, string> = {
    'entry-server': path.join(BRAND_APP_ENTRIES, 'entry-server.tsx'),
  };
  return defineConfig(({ isSsrBuild }) => ({
    // The shared entries are the root (index.html -> main.tsx); the app's own files and builds are its.
    root: BRAND_APP_ENTRIES,
    publicDir: path.join(app, 'public'),
    cacheDir: path.join(app, 'node_modules/.vite'),
    envDir: app,
    plugins: [
      brandApp(id),
      react(),
      signedInHint(),
      fontPreload(),
      deferHydration(),
      precompress(),
      islands.plugin,
    ],
    // Workspace packages resolve to their sources, so a change in a package shows without a rebuild.
    resolve: { conditions: ['@dementie/source', ...defaultClientConditions] },
    // The server bundle (dist-server/) bundles the workspace packages from source too; React and the
    // router stay external and are loaded from the app's node_modules at run time. Said here, because
    // the root (the shared entries, inside packages/site) would otherwise externalise what that
    // package can resolve, which the app's node_modules does not hold.
    ssr: {
      resolve: { conditions: ['@dementie/source', ...defaultServerConditions] },
      external: ['react', 'react-dom', 'react-router-dom'],
      noExternal: true,
    },
    server: {
      host: '127.0.0.1',
      port: base + brands[id].portOffset,
      strictPort: true,
      proxy: Object.fromEntries(SERVER_PATH_PREFIXES.map((p) => [p, { target: api, changeOrigin: false }])),
    },
    build: {
      outDir: path.join(app, isSsrBuild ? 'dist-server' : 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      // The app (index.html -> main.tsx), the islands loader of document pages (decision 0067) and the
      // player page's (decision 0073); the server build has the server entry alone.
      rolldownOptions: {
        input: isSsrBuild ? serverInput : clientInput,
        output: { codeSplitting: { groups: [islands.group, islands.apiGroup] } },
        onLog(level, log, handler) {
          if (!islands.expectedLog(log)) handler(level, log);
        },
      },
    },
  }));
}
