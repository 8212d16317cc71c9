import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_IDS } from '@dementie/brands';
import { describe, expect, it } from 'vitest';

// A brand is data plus its logo (docs/architecture.md, "Adding a brand"): its app folder holds its
// data, its assets and a one-line config, and no file outside the places that describe brands names
// one. This test is the judge of both, over the files git tracks.

const repoRoot = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

/** What a brand app may hold besides its assets under public/. */
const BRAND_APP_FILES = ['package.json', 'vite.config.ts', 'src/brand.ts'];

/** The one line of a brand app's Vite config (config/vite-brand.ts reads everything else from brands). */
const viteConfig = (id: string) =>
  `import { brandViteConfig } from '../../config/vite-brand';\n\nexport default brandViteConfig('${id}');\n`;

/** The files of a brand app that are neither its data, its config nor its assets. */
function extraAppFiles(files: readonly string[], id: string): string[] {
  const prefix = `apps/${id}/`;
  return files
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length))
    .filter((file) => !BRAND_APP_FILES.includes(file) && !file.startsWith('public/'));
}

/**
 * The places that may name a brand: the brand's own app, the brands themselves (ids, facts and
 * tokens), the themes written from the tokens, and the texts of each brand (the catalogues).
 */
const BRAND_PLACES = [
  new RegExp(`^apps/(${BRAND_IDS.join('|')})/`),
  /^packages\/brands\//,
  /^packages\/block-kit\/src\/themes\//,
  /^packages\/i18n-catalogues\//,
];

/**
 * Files that name a brand as an example or a case, not as a list of the brands: tests and their
 * helpers (named as dependency-cruiser knows them: `test-…`), stories, fixtures, the demo content,
 * benchmarks and the consumer tests (each picks a brand to exercise), the operators' example
 * settings, the docs and the lockfile.
 */
const EXAMPLES = [
  /\.(test|spec)\.tsx?$/,
  /\.stories\.tsx$/,
  /\.fixtures\.ts$/,
  /\/(fixtures|test-support|testing|test-fixtures)\//,
  /test-[^/]*\.tsx?$/,
  /^e2e\//,
  /^apps\/api\/content\//,
  /^scripts\/(bench|consumer|scale)-[^/]+\.mjs$/,
  /^deploy\/nginx\/settings\.example\.json$/,
  /\.mdx?$/,
  /^pnpm-lock\.yaml$/,
];

/** Code and configuration: what could hold a list of the brands. */
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|css|html|ya?ml)$/;

const quoted = (id: string) => new RegExp(`["'\`]${id}["'\`]|\\bapps/${id}\\b`);

/** The brand ids a file's text names: as a string of its own, or as the path of its app. */
function brandsNamed(text: string): string[] {
  return BRAND_IDS.filter((id) => quoted(id).test(text));
}

/** The code files outside the brand places that name a brand, each with the ids it names. */
function filesNamingBrands(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => CODE.test(file))
    .filter((file) => !BRAND_PLACES.some((place) => place.test(file)))
    .filter((file) => !EXAMPLES.some((example) => example.test(file)))
    .flatMap((file) => {
      const named = brandsNamed(read(file));
      return named.length > 0 ? [`${file}: ${named.join(', ')}`] : [];
    });
}

describe('a brand is data plus its logo', () => {
  it.each(BRAND_IDS)('apps/%s holds its data, its assets and a one-line config only', (id) => {
    expect(extraAppFiles(tracked, id)).toEqual([]);
    for (const file of BRAND_APP_FILES) expect(tracked).toContain(`apps/${id}/${file}`);
    expect(readFileSync(path.join(repoRoot, 'apps', id, 'vite.config.ts'), 'utf8')).toBe(viteConfig(id));
  });

  it('has an app for every brand and a brand for every app with brand data', () => {
    const apps = tracked
      .filter((file) => /^apps\/[^/]+\/src\/brand\.ts$/.test(file))
      .map((file) => file.split('/')[1]);
    expect(apps.sort()).toEqual([...BRAND_IDS].sort());
  });

  it('names a brand nowhere else: everything else reads @dementie/brands', () => {
    const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
    expect(filesNamingBrands(tracked, read)).toEqual([]);
  });

  it('finds a file that names a brand, and an app file that is more than data', () => {
    // The judge judges: a list written out again, and an entry put back into an app.
    const texts: Record<string, string> = {
      'packages/site/src/list.ts': `export const sites = ['${BRAND_IDS[1]}', '${BRAND_IDS[2]}'];`,
      'scripts/start.mjs': `const dist = 'apps/${BRAND_IDS[0]}/dist';`,
      'packages/site/src/fine.ts': 'export const brand = brands[id];',
    };
    expect(filesNamingBrands(Object.keys(texts), (file) => texts[file] ?? '')).toEqual([
      `packages/site/src/list.ts: ${BRAND_IDS[1]}, ${BRAND_IDS[2]}`,
      `scripts/start.mjs: ${BRAND_IDS[0]}`,
    ]);
    const id = BRAND_IDS[0];
    expect(extraAppFiles([`apps/${id}/src/brand.ts`, `apps/${id}/src/main.tsx`], id)).toEqual([
      'src/main.tsx',
    ]);
  });
});
