import { describe, expect, it } from 'vitest';
import { editorPeers, installedBytes } from './consumer-player-only.mjs';
import { entryTable, installSentence, replaceBetween } from './readme-figures.mjs';

describe('figures written into the READMEs', () => {
  it('replaces what stands between the markers, and fails loudly without them', () => {
    const text = 'First load <!-- bench:player-first-load -->136.3 kB<!-- /bench --> gzip.';
    expect(replaceBetween(text, 'player-first-load', '117.6 kB')).toBe(
      'First load <!-- bench:player-first-load -->117.6 kB<!-- /bench --> gzip.',
    );
    expect(() => replaceBetween('no markers', 'player-first-load', 'x')).toThrow(
      /no <!-- bench:player-first-load -->/,
    );
  });

  it('writes an entry table in kB', () => {
    expect(entryTable([{ name: '@dementie/a', gzip: 2048, bundled: 10240 }])).toBe(
      [
        '| entry | own code | with its dependencies, nothing tree-shaken |',
        '| --- | --- | --- |',
        '| `@dementie/a` | 2.0 kB | 10.0 kB |',
      ].join('\n'),
    );
  });

  it('says what a player-only install holds with npm and pnpm, and what the editor would add', () => {
    expect(
      installSentence([
        { manager: 'pnpm', bytes: 25_500_000, withEditor: 41_200_000 },
        { manager: 'npm', bytes: 25_400_000, withEditor: 41_100_000 },
      ]),
    ).toBe(
      "25.4 MB of files in `node_modules` with npm, 25.5 MB with pnpm (the editor's Lexical packages would add 15.7 MB)",
    );
  });
});

describe('the player-only consumer', () => {
  it("takes block-kit's optional Lexical peers as the packages to add, not React", () => {
    expect(
      editorPeers({
        peerDependencies: { react: '^19.0.0', lexical: '0.52.0', '@lexical/react': '0.52.0' },
        peerDependenciesMeta: { lexical: { optional: true }, '@lexical/react': { optional: true } },
      }),
    ).toEqual(['lexical@0.52.0', '@lexical/react@0.52.0']);
  });

  it('counts the bytes of files, not of links', () => {
    expect(installedBytes(import.meta.dirname)).toBeGreaterThan(10_000);
  });
});
