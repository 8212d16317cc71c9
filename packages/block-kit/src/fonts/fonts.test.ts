import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandCatalogues, sharedMessages } from '@dementie/i18n-catalogues';
import { describe, expect, it } from 'vitest';

// Decision 0071: every page's text is in the Dutch subsets of ./files; Fontsource's files are there for
// any other character. These checks hold fonts.css to that.

const css = readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');

interface Face {
  readonly style: string;
  readonly weight: string;
  readonly src: string;
  readonly range: string;
  readonly display: string;
}

const faces: Face[] = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => {
  const value = (name: string) =>
    new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    style: value('font-style'),
    weight: value('font-weight'),
    src: /url\("([^"]+)"\)/.exec(body)?.[1] ?? '',
    range: value('unicode-range'),
    display: value('font-display'),
  };
});

/** Whether a unicode-range list covers a character. */
function covers(range: string, character: string): boolean {
  const code = character.codePointAt(0) ?? -1;
  return range.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return code >= Number.parseInt(from, 16) && code <= Number.parseInt(to, 16);
  });
}

/** Every character a unicode-range list names. */
function charactersOfRange(range: string): string[] {
  const characters: string[] = [];
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code += 1)
      characters.push(String.fromCodePoint(code));
  }
  return characters;
}

/** Every text of the catalogues, plural forms included. */
function catalogueTexts(): string[] {
  const texts: string[] = [];
  const add = (message: unknown) => {
    if (typeof message === 'string') texts.push(message);
    else if (message && typeof message === 'object') for (const form of Object.values(message)) add(form);
  };
  for (const message of Object.values(sharedMessages)) add(message);
  for (const catalogue of Object.values(brandCatalogues))
    for (const message of Object.values(catalogue)) add(message);
  return texts;
}

const variants = ['400 normal', '700 normal', '400 italic', '700 italic'];
const dutchFaces = faces.filter((face) => face.src.startsWith('./files/'));

describe('the font faces (decision 0071)', () => {
  it('has a Dutch subset for each weight and style, with its file', () => {
    expect(dutchFaces.map((face) => `${face.weight} ${face.style}`).sort()).toEqual([...variants].sort());
    for (const face of dutchFaces) {
      expect(face.src).toBe(`./files/atkinson-hyperlegible-nl-${face.weight}-${face.style}.woff2`);
      expect(existsSync(path.join(import.meta.dirname, face.src)), face.src).toBe(true);
    }
    expect(new Set(dutchFaces.map((face) => face.range)).size).toBe(1);
  });

  it("declares each subset after Fontsource's Latin file of the same face, so the subset is tried first", () => {
    for (const variant of variants) {
      const order = faces
        .filter((face) => `${face.weight} ${face.style}` === variant)
        .map((face) =>
          face.src.startsWith('./files/') ? 'nl' : /-latin-ext-/.test(face.src) ? 'latin-ext' : 'latin',
        );
      expect(order, variant).toEqual(['latin', 'latin-ext', 'nl']);
    }
  });

  it('the subset holds every character of the catalogues and of Dutch text', () => {
    const range = dutchFaces[0]?.range ?? '';
    const dutch =
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?\'"()-–—‘’“”„…€%&@/#+=*éëèêïíìîöóòôüúùûäáàâçñÉËÏÖÜ°©«»•›‹';
    const missing = new Set<string>();
    for (const text of [...catalogueTexts(), dutch])
      for (const character of text) if (!covers(range, character)) missing.add(character);
    expect([...missing]).toEqual([]);
  });

  it("no other face claims a character of the subset, so a late subset never makes the browser fetch Fontsource's files", () => {
    const range = dutchFaces[0]?.range ?? '';
    const dutch = [...charactersOfRange(range)];
    for (const face of faces.filter((candidate) => !candidate.src.startsWith('./files/'))) {
      expect(
        dutch.filter((character) => covers(face.range, character)),
        face.src,
      ).toEqual([]);
    }
  });

  it('every face keeps font-display: optional (text never changes font while it is read)', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face.display, face.src).toBe('optional');
  });
});
