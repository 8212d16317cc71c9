// The app the consumer test (consumer-test.mjs) makes in a temporary folder: its manifest, pages, Vite
// configs and tsconfig, and the sources of its three pages (the player, the memory backend, another team's app).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PLAYER_PAGE } from './consumer-player-only.mjs';
import { root } from './lib.mjs';
/** The installed version of a workspace dependency, so the consumer asks for what the store has. */
export function workspaceVersion(name) {
  const places = [root, path.join(root, 'packages', 'site'), path.join(root, 'packages', 'block-kit')];
  const place = places.find((dir) => existsSync(path.join(dir, 'node_modules', name, 'package.json')));
  if (!place) throw new Error(`${name} is not installed in the workspace`);
  return JSON.parse(readFileSync(path.join(place, 'node_modules', name, 'package.json'), 'utf8')).version;
}

// The player page, with the brand font as well.
const MAIN = `import '@dementie/block-kit/fonts.css';
${PLAYER_PAGE}`;

const MEMORY = `import '@dementie/block-kit/styles.css';
import '@dementie/elearning-player/styles.css';
import { BlockDataProvider, BlockList, BlockRendererProvider, brandThemeAttributes } from '@dementie/block-kit';
import { type Block, mapBlock, paragraphFixtures } from '@dementie/cms-model';
import { TrainingPlayer } from '@dementie/elearning-player';
import { createMemoryTrainingBackend, demoCourse, type MemoryCourse } from '@dementie/elearning-player/testing';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { createRoot } from 'react-dom/client';

// A short course from the demo: its welcome slide, one click question and one statement.
const keep = new Set(['InfoSlide', 'InfoSlideMultipleChoiceQuestion', 'MultipleChoiceStatement']);
const first = demoCourse.chapters[0];
if (!first) throw new Error('no chapter');
const course: MemoryCourse = {
  ...demoCourse,
  minAcceptableScore: 0,
  chapters: [
    {
      ...first,
      activities: first.activities.filter((a) => keep.has(a.content.kind) && !a.content.shouldDragAnswer),
    },
  ],
};
const backend = createMemoryTrainingBackend(course);
const blocks = [paragraphFixtures.quote, paragraphFixtures.text_with_title]
  .map((wire) => mapBlock(wire))
  .filter((block): block is Block => block !== undefined);

const element = document.getElementById('root');
if (!element) throw new Error('no #root');
createRoot(element).render(
  <div lang="nl" {...brandThemeAttributes('dementievriendelijk')}>
    <I18nProvider brand="dementievriendelijk">
      <BlockRendererProvider mode="production">
        <BlockDataProvider value={{}}>
          <section aria-label="Blokken">
            <BlockList blocks={blocks} />
          </section>
        </BlockDataProvider>
      </BlockRendererProvider>
      <TrainingPlayer
        courseId={course.id}
        trainingName="Consumer"
        backend={backend}
        renderCertificateForm={() => <p>Formulier van de consument</p>}
      />
    </I18nProvider>
  </div>,
);
`;

/**
 * Another team's app (decision 0082): the README's smallest example with the certificate form, on its own
 * origin, pointed at our API on another (`?api=<origin>`, so one build serves any port). The journey
 * e2e/tests/partner-app.spec.ts plays a whole training in it with third-party cookies blocked.
 */
const PARTNER = `import '@dementie/block-kit/styles.css';
import '@dementie/elearning-player/styles.css';
import '@dementie/auth/styles.css';
import { StandaloneCertificateForm } from '@dementie/auth';
import { brandThemeAttributes } from '@dementie/block-kit';
import { TrainingPlayer } from '@dementie/elearning-player';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { createRoot } from 'react-dom/client';

const search = new URLSearchParams(window.location.search);
const api = search.get('api') ?? '';
const courseId = Number(search.get('training') ?? 1);

const element = document.getElementById('root');
if (!element) throw new Error('no #root');
createRoot(element).render(
  <main lang="nl" {...brandThemeAttributes('dementievriendelijk')}>
    <I18nProvider brand="dementievriendelijk">
      <TrainingPlayer
        courseId={courseId}
        apiBaseUrl={api}
        renderCertificateForm={(ending) => (
          <StandaloneCertificateForm apiBaseUrl={api} brand="dementievriendelijk" ending={ending} />
        )}
      />
    </I18nProvider>
  </main>,
);
`;

const html = (entry) => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Consumer</title></head>
<body><div id="root"></div><script type="module" src="/src/${entry}"></script></body></html>
`;

/** Writes the consumer app into `app`, installing our `tarballs` with `manager` (pnpm or npm). */
export function writeApp(app, tarballs, manager) {
  const spec = (file) => `file:${file}`;
  const ours = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, spec(file)]));
  const pinned = (names) => Object.fromEntries(names.map((name) => [name, workspaceVersion(name)]));
  const manifest = {
    name: 'dementie-consumer',
    private: true,
    type: 'module',
    dependencies: { ...ours, ...pinned(['react', 'react-dom', 'react-router-dom']) },
    devDependencies: pinned([
      'vite',
      '@vitejs/plugin-react',
      'typescript',
      '@types/react',
      '@types/react-dom',
    ]),
    // Our tarballs depend on each other by version (0.1.0), which no registry has yet: point those at the files.
    ...(manager === 'pnpm' ? { pnpm: { overrides: ours } } : { overrides: ours }),
  };
  mkdirSync(path.join(app, 'src'), { recursive: true });
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(app, 'index.html'), html('main.tsx'));
  writeFileSync(path.join(app, 'memory.html'), html('memory.tsx'));
  writeFileSync(path.join(app, 'src', 'main.tsx'), MAIN);
  writeFileSync(path.join(app, 'src', 'memory.tsx'), MEMORY);
  writeFileSync(path.join(app, 'partner.html'), html('partner.tsx'));
  writeFileSync(path.join(app, 'src', 'partner.tsx'), PARTNER);
  // Two builds: the player page alone (its first load is the figure), and the memory-backend page.
  const viteConfig = (input, outDir) => `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({
  plugins: [react()],
  build: { outDir: '${outDir}', rollupOptions: { input: '${input}' } },
});
`;
  writeFileSync(path.join(app, 'vite.config.ts'), viteConfig('index.html', 'dist'));
  writeFileSync(path.join(app, 'vite.memory.config.ts'), viteConfig('memory.html', 'dist-memory'));
  writeFileSync(path.join(app, 'vite.partner.config.ts'), viteConfig('partner.html', 'dist-partner'));
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
          isolatedModules: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
  );
}
