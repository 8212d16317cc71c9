import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultServerConditions, type InlineConfig, type Plugin, runnerImport } from 'vite';

/*
 * The demo content's pictures and files in Storybook, offline (spec 2 §7): the API server serves
 * /drupal/media/* from apps/api/content/media and renders /sharedblobstorage/pictures[-<size>]/...
 * from its SVG drawings. This plugin uses the server's own code for both:
 * - dev server and the vitest story runner: answers those paths on request;
 * - static build: renders the files the stories' fixtures name into storybook-static/.
 */

type MediaModule = typeof import('../apps/api/src/modules/cms/media');
type FixtureUrlsModule = typeof import('./fixture-media-urls');
interface MediaFile {
  body: Buffer;
  type: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const mediaDir = path.join(root, 'apps/api/content/media');
const MEDIA_PREFIX = /^\/(?:drupal\/media|sharedblobstorage)\//;
/** A media URL written out in a source (one with `${` in it is built at run time: see the fixtures). */
const LITERAL_MEDIA_URL = /\/(?:drupal\/media|sharedblobstorage)\/[A-Za-z0-9_./-]+\.[a-z0-9]+/g;

/** Loads a module of the repository with the workspace packages' sources, like Storybook does. */
async function importSource<T>(file: string): Promise<T> {
  const conditions = ['@dementie/source', ...defaultServerConditions];
  const config: InlineConfig = {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { conditions },
    ssr: { resolve: { conditions } },
  };
  return (await runnerImport<T>(file, config)).module;
}

let media: Promise<MediaModule> | undefined;
function mediaModule(): Promise<MediaModule> {
  media ??= importSource<MediaModule>(path.join(root, 'apps/api/src/modules/cms/media.ts'));
  return media;
}

/** The file the API server answers at `url` (a path under /drupal/media or /sharedblobstorage). */
async function loadMedia(url: string): Promise<MediaFile | undefined> {
  const { loadMediaFile, loadPicture } = await mediaModule();
  if (url.startsWith('/drupal/media/')) return loadMediaFile(mediaDir, url.slice('/drupal/media/'.length));
  if (url.startsWith('/sharedblobstorage/'))
    return loadPicture(mediaDir, url.slice('/sharedblobstorage'.length));
  return undefined;
}

/** Media URLs written out in the packages' sources (stories, fixtures, components), tests left out. */
async function literalMediaUrls(): Promise<string[]> {
  const packages = path.join(root, 'packages');
  const found = new Set<string>();
  for (const name of await readdir(packages)) {
    const source = path.join(packages, name, 'src');
    const files = await readdir(source, { recursive: true }).catch(() => [] as string[]);
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = await readFile(path.join(source, file), 'utf8');
      for (const match of text.matchAll(LITERAL_MEDIA_URL)) found.add(match[0]);
    }
  }
  return [...found];
}

/** Every media URL the stories can show: the literal ones and those the fixture modules build. */
export async function storyMediaUrls(): Promise<string[]> {
  const [literal, fixtures] = await Promise.all([
    literalMediaUrls(),
    importSource<FixtureUrlsModule>(path.join(here, 'fixture-media-urls.ts')),
  ]);
  return [...new Set([...literal, ...fixtures.fixtureMediaUrls()])].sort();
}

/** The Vite plugin: see the comment at the top. */
export function demoMediaPlugin(): Plugin {
  const rendered = new Map<string, Promise<MediaFile | undefined>>();
  const load = (url: string) => {
    let file = rendered.get(url);
    if (!file) {
      file = loadMedia(url);
      rendered.set(url, file);
    }
    return file;
  };
  let isBuild = false;
  return {
    name: 'dementie:demo-media',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        if (!MEDIA_PREFIX.test(url)) return next();
        load(url).then(
          (file) => {
            if (!file) {
              response.statusCode = 404;
              response.end(`no file at ${url}`);
              return;
            }
            response.setHeader('content-type', file.type);
            response.setHeader('cache-control', 'no-cache');
            response.end(file.body);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      if (!isBuild) return;
      const started = Date.now();
      const urls = await storyMediaUrls();
      const files = await Promise.all(urls.map(async (url) => ({ url, file: await load(url) })));
      const missing = files.filter((entry) => !entry.file).map((entry) => entry.url);
      for (const { url, file } of files) {
        if (file) this.emitFile({ type: 'asset', fileName: url.slice(1), source: file.body });
      }
      this.info(
        `demo media: ${files.length - missing.length} files in ${Date.now() - started} ms` +
          (missing.length ? `; no file for ${missing.join(', ')}` : ''),
      );
    },
  };
}
