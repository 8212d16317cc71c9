import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { activityKinds } from './registry';

/*
 * Everything about an activity kind lives with the kind (docs/architecture.md "Adding an activity
 * kind"): its folder, one line in `registry.ts`, one in `views.ts`, its catalogue texts. This reads
 * the player's sources and fails when a kind is named anywhere else, so a new kind cannot need a
 * shared file again. Named means: its name or its wire kind as a string, or an import from its folder.
 */

const here = dirname(fileURLToPath(import.meta.url));
const src = dirname(here);

/** The list files every kind has one line in, relative to `src`. */
const listFiles = ['activity-kinds/registry.ts', 'activity-kinds/views.ts'];

/**
 * Files that name kinds for a reason other than listing them: examples, not lists. Tests and stories
 * use the kinds of the demo course; `testing/` is the server in small and the demo course, wire data
 * as the server and the contracts have it (outside this package, allowed to name the wire's kinds);
 * the package index keeps the drag and flip-card helpers of the first release public.
 */
function isExempt(path: string): boolean {
  return (
    /\.(test|stories)\.tsx?$/.test(path) ||
    path.startsWith('testing/') ||
    path.includes('test-support/') ||
    path === 'index.ts'
  );
}

/** The names each kind is known by, and the folders allowed to use each name. */
function kindNames(): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const allow = (name: string, folder: string) => names.set(name, (names.get(name) ?? new Set()).add(folder));
  for (const kind of activityKinds) {
    allow(kind.name, kind.name);
    // Two kinds may show one wire kind (the info-slide question's click and drag variants).
    allow(kind.teachingKind, kind.name);
  }
  return names;
}

/** Where a kind is named outside its own folder and the list files: `path: what`. */
function strayMentions(files: ReadonlyMap<string, string>): string[] {
  const names = kindNames();
  const folders = new Set<string>(activityKinds.map((kind) => kind.name));
  const stray: string[] = [];
  for (const [path, text] of files) {
    if (listFiles.includes(path) || isExempt(path)) continue;
    const folder = /^activity-kinds\/([^/]+)\//.exec(path)?.[1];
    for (const [name, allowed] of names) {
      if (folder !== undefined && allowed.has(folder)) continue;
      if (new RegExp(`(['"\`])${name}\\1`).test(text)) stray.push(`${path}: '${name}'`);
    }
    for (const match of text.matchAll(/from '[./]*\/?activity-kinds\/([^/']+)\/|from '\.\.\/([^/']+)\//g)) {
      const imported = match[1] ?? match[2];
      if (imported !== undefined && folders.has(imported) && imported !== folder)
        stray.push(`${path}: import from ${imported}/`);
    }
  }
  return stray;
}

function sources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry)) continue;
    files.set(entry.split(sep).join('/'), readFileSync(join(src, entry), 'utf8'));
  }
  return files;
}

describe('an activity kind lives in its own folder', () => {
  const files = sources();

  it('is named nowhere else but in the two list files', () => {
    expect(strayMentions(files)).toEqual([]);
  });

  it('catches a stray mention (the check judges)', () => {
    const stray = new Map([
      ['ui/some-screen.tsx', "if (kind === 'flip-card') return null;"],
      ['store/some-module.ts', "import { flipCardKind } from '../activity-kinds/flip-card/rules';"],
      ['activity-kinds/drag/view.tsx', "const wire = 'MultipleChoiceStatement';"],
      // The same names where they belong pass.
      ['activity-kinds/flip-card/view.tsx', "const self = 'flip-card';"],
      ['activity-kinds/click/rules.ts', "teachingKind: 'InfoSlideMultipleChoiceQuestion',"],
    ]);
    expect(strayMentions(stray)).toEqual([
      "ui/some-screen.tsx: 'flip-card'",
      'store/some-module.ts: import from flip-card/',
      "activity-kinds/drag/view.tsx: 'MultipleChoiceStatement'",
    ]);
  });

  it('has its folder with its rules, a line in the registry and a line in views.ts', () => {
    const views = files.get('activity-kinds/views.ts') ?? '';
    for (const kind of activityKinds) {
      expect(files.has(`activity-kinds/${kind.name}/rules.ts`), kind.name).toBe(true);
      expect(views, kind.name).toMatch(new RegExp(`from '\\./${kind.name}/view'`));
    }
  });

  it('is added as docs/architecture.md says: the files of its table are the folder and the list files', () => {
    const docs = readFileSync(join(src, '..', '..', '..', 'docs', 'architecture.md'), 'utf8');
    const section = docs.split('## Adding an activity kind')[1]?.split('\n## ')[0] ?? '';
    for (const list of listFiles) expect(section).toContain(`src/${list}`);
    expect(section).toContain('src/activity-kinds/<kind>/');
  });
});
