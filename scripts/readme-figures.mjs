// Figures in the packages' READMEs are written by the bench, never typed: `pnpm bench --write-readme`
// (or `node scripts/consumer-test.mjs --size-only --write-readme`) rewrites what stands between
// `<!-- bench:NAME -->` and `<!-- /bench -->`:
//   entry-sizes           every package's table of its entries (scripts/entry-sizes.mjs)
//   player-first-load     the player page's first load in a fresh Vite app, and its budget (elearning-player)
//   player-install        the player-only install's size, npm and pnpm, and what the editor peers add
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mb } from './consumer-player-only.mjs';
import { publishedPackages, root } from './lib.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/** `text` with what stands between the markers of `name` replaced by `content`; throws when they are missing. */
export function replaceBetween(text, name, content) {
  const marker = new RegExp(`(<!-- bench:${name} -->)[\\s\\S]*?(<!-- /bench -->)`, 'g');
  if (!marker.test(text)) throw new Error(`no <!-- bench:${name} --> … <!-- /bench --> markers`);
  return text.replace(marker, (_, open, close) => `${open}${content}${close}`);
}

/** The Markdown table of one package's entries. */
export function entryTable(rows) {
  return [
    '| entry | own code | with its dependencies, nothing tree-shaken |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| \`${row.name}\` | ${kb(row.gzip)} | ${kb(row.bundled)} |`),
  ].join('\n');
}

/** The player README's figure of the player-only install: npm and pnpm, and what the editor peers add. */
export function installSentence(installs) {
  const by = (manager) => installs.find((install) => install.manager === manager);
  const [first, ...others] = ['npm', 'pnpm'].filter(by).map((manager) => ({ manager, ...by(manager) }));
  if (!first) return '';
  const added = installs.map((install) => install.withEditor - install.bytes);
  const lexical =
    Math.abs(Math.max(...added) - Math.min(...added)) < 0.05e6
      ? mb(added[0])
      : `${mb(Math.min(...added))} to ${mb(Math.max(...added))}`;
  return [
    `${mb(first.bytes)} of files in \`node_modules\` with ${first.manager}`,
    ...others.map((other) => `${mb(other.bytes)} with ${other.manager}`),
  ]
    .join(', ')
    .concat(` (the editor's Lexical packages would add ${lexical})`);
}

/**
 * Writes the figures into the READMEs. `firstLoad` and `budget` in bytes (gzip); `installs` as the
 * player-only consumer gives them (`{ manager, bytes, withEditor }`), or empty to leave that sentence.
 */
export async function writeReadmeFigures({ firstLoad, budget, installs = [] }) {
  const { entrySizes } = await import('./entry-sizes.mjs');
  const rows = await entrySizes();
  const written = [];
  for (const dir of publishedPackages) {
    const file = path.join(root, 'packages', dir, 'README.md');
    const { name } = JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'));
    let text = readFileSync(file, 'utf8');
    const own = rows.filter((row) => row.name === name || row.name.startsWith(`${name}/`));
    // A README without the markers (brands) has no entry table.
    if (text.includes('<!-- bench:entry-sizes -->'))
      text = replaceBetween(text, 'entry-sizes', `\n\n${entryTable(own)}\n\n`);
    if (dir === 'elearning-player') {
      if (firstLoad !== undefined)
        text = replaceBetween(text, 'player-first-load', `${kb(firstLoad)} (budget ${kb(budget)})`);
      if (installs.length > 0) text = replaceBetween(text, 'player-install', installSentence(installs));
    }
    writeFileSync(file, text);
    written.push(path.relative(root, file));
  }
  console.log(`  ✓ figures written into ${written.join(', ')}`);
}
