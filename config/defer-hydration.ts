import type { Plugin } from 'vite';
import { browserBuildOnly } from './browser-build';

/** The build input name of the islands loader (packages/site/brand-app/islands.ts, decision 0067). */
export const ISLANDS_ENTRY = 'islands';

/** The build input name of the player page script (packages/site/brand-app/player.ts, decision 0073). */
export const PLAYER_ENTRY = 'player';

/**
 * The attribute that says which pages a script of the shell is for: `app` (the whole app, hydrated),
 * `islands` (a document page's islands loader) or `player` (the player page's, decision 0073). The
 * server keeps the one a page needs.
 */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/**
 * Starts loading the scripts after the server's page has been painted, instead of with the HTML
 * (decision 0036). On a slow phone connection the page's scripts (React, the router, the shell: about
 * 180 kB) otherwise share the line with the style sheet and the preloaded font, and the first paint
 * waits for all of them; with `font-display: optional` a font that comes late is not used at all.
 * The page itself is complete server markup: links, forms and the cookie banner work before the
 * scripts run, so the visitor reads at once and the page is taken over one frame later.
 *
 * The build's entry `<script type="module">` and its `modulepreload` links are replaced by one
 * inline module that, once the browser reports the first contentful paint, adds the same preload
 * links and imports the entry. Measured with Lighthouse (mobile, slow 4G) on a content page: first
 * paint 2.4 s -> 1.1 s, LCP 3.0 s -> 1.4 s, time to interactive unchanged (3.1-3.2 s); the same
 * hydration work now falls after the first paint, so total blocking time counts more of it.
 * The site marks the page `data-hydrated` once taken over (packages/site, SiteApp).
 */
export function deferHydration(): Plugin {
  return {
    name: 'dementie-defer-hydration',
    apply: browserBuildOnly,
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entryChunk = (name: string) =>
          Object.values(context.bundle ?? {}).find(
            (chunk): chunk is Extract<typeof chunk, { type: 'chunk' }> =>
              chunk.type === 'chunk' && chunk.isEntry && chunk.name === name,
          );
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entry = entryTag.exec(html)?.[1];
        if (!entry) return html;
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
        const script = (kind: 'app' | 'islands' | 'player', code: string) =>
          `  <script type="module" ${PAGE_SCRIPT_ATTRIBUTE}="${kind}">${code}</script>\n`;
        // A document page starts its islands loader the same way, after the first paint (decision
        // 0067), and the player page its own (decision 0073).
        const pageScript = (kind: 'islands' | 'player', name: string) => {
          const chunk = entryChunk(name);
          if (!chunk) return '';
          return script(
            kind,
            deferredStart(
              `/${chunk.fileName}`,
              chunk.imports.map((file) => `/${file}`),
            ),
          );
        };
        const scripts =
          script('app', deferredStart(entry, preloads)) +
          pageScript('islands', ISLANDS_ENTRY) +
          pageScript('player', PLAYER_ENTRY);
        return html
          .replace(entryTag, '')
          .replace(preloadTag, '')
          .replace('</body>', () => `${scripts}  </body>`);
      },
    },
  };
}

/**
 * The inline module that starts an entry after the page is painted. `start` runs once: after the
 * first contentful paint has been shown (or at once when the page has no server markup to paint,
 * when the tab is hidden and paints nothing, or when the browser does not report paints), with a 5 s
 * safety net so a page is always taken over. zod compiles object parsers with `new Function` after
 * probing whether it may; under the server's Content-Security-Policy (no 'unsafe-eval') that probe is
 * reported as a violation even though zod catches it. Its interpreter is asked for before any module
 * runs: zod keeps its `z.config()` settings on this global (zod v4 core.js, shared between copies).
 * The entry starts as a script element the start script adds, not through `import()`: a page shared by
 * every visitor trusts this script by its hash (decision 0104), and under 'strict-dynamic' only what a
 * trusted script adds as an element may load (an `import()` of an inline script has neither the nonce
 * nor the hash to show).
 */
function deferredStart(entry: string, preloads: readonly (string | undefined)[]): string {
  return [
    `globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true};`,
    `let started=false;const start=()=>{if(started)return;started=true;for(const href of ${JSON.stringify(preloads)}){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}const entry=document.createElement('script');entry.type='module';entry.src=${JSON.stringify(entry)};document.head.append(entry)};`,
    `const later=()=>setTimeout(start);`,
    `if(document.visibilityState==='hidden'||!document.getElementById('root')?.hasChildNodes()||typeof PerformanceObserver!=='function'||!PerformanceObserver.supportedEntryTypes?.includes('paint')){start()}`,
    `else{new PerformanceObserver((list,observer)=>{if(list.getEntries().some((entry)=>entry.name==='first-contentful-paint')){observer.disconnect();later()}}).observe({type:'paint',buffered:true});`,
    `document.addEventListener('visibilitychange',later,{once:true});setTimeout(start,5000)}`,
  ].join('');
}
