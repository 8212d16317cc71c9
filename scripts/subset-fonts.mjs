// Makes the Dutch subsets of Atkinson Hyperlegible in packages/block-kit/src/fonts/files (decision 0071):
// the characters of Dutch text only, so the files every page preloads are about a quarter smaller than
// Fontsource's Latin files. Run it after updating @fontsource/atkinson-hyperlegible, and commit the
// files; the build and the tests never run it. Characters outside the subset still show in the font:
// fonts.css declares Fontsource's Latin files for the same faces, which the browser loads only for a
// page that has such a character.
//
// The characters, as CSS unicode-range: the same string is in fonts.css (fonts.test.ts checks that it
// holds every text of the catalogues).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';

const DUTCH_UNICODE_RANGE = [
  'U+0020-007E', // ASCII
  'U+00A0', // no-break space
  'U+00A9', // ©
  'U+00AB', // «
  'U+00B0', // °
  'U+00BB', // »
  'U+00C0-00C4', // À-Ä
  'U+00C7-00CF', // Ç-Ï
  'U+00D1-00D6', // Ñ-Ö
  'U+00D9-00DC', // Ù-Ü
  'U+00E0-00E4', // à-ä
  'U+00E7-00EF', // ç-ï
  'U+00F1-00F6', // ñ-ö
  'U+00F9-00FC', // ù-ü
  'U+2013-2014', // – —
  'U+2018-201A', // ‘ ’ ‚
  'U+201C-201E', // “ ” „
  'U+2022', // •
  'U+2026', // …
  'U+2039-203A', // ‹ › (the breadcrumb's separator)
  'U+20AC', // €
].join(', ');

/** The characters of a unicode-range list. */
function charactersOf(range) {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code += 1)
      text += String.fromCodePoint(code);
  }
  return text;
}

const faces = ['400-normal', '700-normal', '400-italic', '700-italic'];

const requireFromKit = createRequire(path.join(root, 'packages/block-kit/package.json'));
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const subsetFont = requireFromRoot('subset-font');
const fontsource = path.dirname(requireFromKit.resolve('@fontsource/atkinson-hyperlegible/package.json'));
const out = path.join(root, 'packages/block-kit/src/fonts/files');
mkdirSync(out, { recursive: true });
const text = charactersOf(DUTCH_UNICODE_RANGE);
for (const face of faces) {
  const source = readFileSync(path.join(fontsource, `files/atkinson-hyperlegible-latin-${face}.woff2`));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  const file = `atkinson-hyperlegible-nl-${face}.woff2`;
  writeFileSync(path.join(out, file), subset);
  console.log(
    `${file}: ${(subset.length / 1024).toFixed(1)} kB (Fontsource's Latin file: ${(source.length / 1024).toFixed(1)} kB)`,
  );
}
// The SIL Open Font License travels with the font files, changed or not.
writeFileSync(path.join(out, 'OFL.txt'), readFileSync(path.join(fontsource, 'LICENSE')));
