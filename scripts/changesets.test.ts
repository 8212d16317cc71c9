import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages, root } from './lib.mjs';

/*
 * The first release's changelog reads sensibly to a first-time consumer (.changeset/README.md): every
 * package is at 0.0.0 and nothing has been published, so the first `changeset version` makes 0.1.0
 * from these files. Each package opens with its first-release changeset; none is bumped to 1.0.0 by a
 * major; and no entry speaks of an earlier state nobody received (a removed, renamed or deprecated
 * API, a breaking change, "as before").
 */

const folder = path.join(root, '.changeset');

interface Changeset {
  file: string;
  bumps: Record<string, string>;
  text: string;
}

/** The package bumps of a changeset's front matter and its text, whitespace made single spaces. */
function parse(file: string, source: string): Changeset {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file} has no front matter`);
  const bumps: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const bump = /^\s*"([^"]+)":\s*(major|minor|patch)\s*$/.exec(line);
    if (bump) bumps[bump[1] as string] = bump[2] as string;
  }
  return { file, bumps, text: (match[2] ?? '').replace(/\s+/g, ' ').trim() };
}

/** Words that tell of a state before the first release. */
const earlierState =
  /\b(breaking|no longer|(?:is|are|was|were) (?:gone|removed|renamed)|renamed|deprecated|as before|anymore|used to)\b/i;

/** What in one changeset would make the first changelog misleading; empty when it reads well. */
function firstReleaseProblems(changeset: Changeset, versions: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, bump] of Object.entries(changeset.bumps)) {
    if (bump === 'major' && versions[name] === '0.0.0')
      problems.push(`${changeset.file}: a major bump makes ${name}'s first version 1.0.0`);
  }
  const history = earlierState.exec(changeset.text);
  if (history)
    problems.push(
      `${changeset.file}: "${history[0]}" speaks of a state before the first release, which nobody received`,
    );
  return problems;
}

function ourChangesets(): Changeset[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => parse(file, readFileSync(path.join(folder, file), 'utf8')));
}

function versions(): Record<string, string> {
  return Object.fromEntries(
    publishedPackages.map((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'));
      return [manifest.name as string, manifest.version as string];
    }),
  );
}

describe('the changesets of the first release', () => {
  it('find a major bump of an unreleased package and words about an earlier state', () => {
    const at = { '@dementie/a': '0.0.0' };
    expect(
      firstReleaseProblems({ file: 'x.md', bumps: { '@dementie/a': 'major' }, text: 'Add a thing.' }, at),
    ).toEqual(["x.md: a major bump makes @dementie/a's first version 1.0.0"]);
    for (const text of ['`offlineName` is gone.', '`track` is a deprecated alias.', 'BREAKING: x.'])
      expect(firstReleaseProblems({ file: 'x.md', bumps: {}, text }, at)).toHaveLength(1);
    expect(
      firstReleaseProblems(
        { file: 'x.md', bumps: { '@dementie/a': 'minor' }, text: 'Loads again by itself.' },
        at,
      ),
    ).toEqual([]);
  });

  it('give every published package its first-release changeset, a minor bump', () => {
    const all = ourChangesets();
    for (const dir of publishedPackages) {
      const name = JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')).name;
      const first = all.find((changeset) => changeset.file === `first-release-${dir}.md`);
      expect(first?.bumps, `first-release-${dir}.md`).toEqual({ [name]: 'minor' });
      expect(first?.text).toMatch(/^First release\. /);
    }
  });

  it('read as a first-time consumer meets the packages: no major bump, no earlier state', () => {
    const known = versions();
    expect(ourChangesets().flatMap((changeset) => firstReleaseProblems(changeset, known))).toEqual([]);
  });
});
