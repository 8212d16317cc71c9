import { Filter } from 'glin-profanity';
import { isDiseaseSwearWord } from './disease-swear-words';

/**
 * Names and name parts that glin-profanity's lists hold but that are ordinary Dutch first names,
 * surnames or insertions ('Anita', 'Dick', 'Griet', 'Pot', 'Poot', 'Pik', 'Paal', 'Hol', 'del').
 * An exact-match check would stop these people from getting a certificate with their own name,
 * so we let them through: our choice, on top of spec 1 §5.
 */
export const profanityAllowedNames: ReadonlySet<string> = new Set([
  'anita',
  'dick',
  'griet',
  'johny',
  'del',
  'hol',
  'paal',
  'pik',
  'poot',
  'pot',
]);

let filter: Filter | undefined;

/**
 * Built on first use, not at import: the lists hold ~600 words and most pages never need them.
 * Word boundaries on and every normalisation off, so the package's fuzzy and leetspeak matching
 * stay out and only the exact word counts (spec 1 §5, spec 2 §5).
 */
function wordFilter(): Filter {
  filter ??= new Filter({
    languages: ['dutch', 'english'],
    wordBoundaries: true,
    caseSensitive: false,
    normalizeUnicode: false,
    detectLeetspeak: false,
    allowObfuscatedMatch: false,
  });
  return filter;
}

/**
 * True when the word, lowercased, is exactly a word of the Dutch or English list, or one of the
 * project's disease-based swear words or their compounds (disease-swear-words.ts, matched more
 * loosely: accents, letter substitutions, repeated letters). 'Klootzak' and 'kankerlijer' are;
 * 'Cassandra' (which contains 'ass') and 'Van de Wetering' (which contains 'tering') are not.
 * @param word - one word; surrounding spaces are ignored
 * @returns whether it is profane
 */
export function isProfaneWord(word: string): boolean {
  const candidate = word.trim().toLowerCase();
  if (candidate === '' || profanityAllowedNames.has(candidate)) return false;
  if (isDiseaseSwearWord(candidate)) return true;
  // The package reports each hit as the matched text; it equals the whole word only on an exact match.
  return wordFilter().checkProfanity(candidate).profaneWords.includes(candidate);
}

/** Splits a name into words: on spaces and on hyphens of double-barrelled names ('Jansen-de Vries'). */
const wordSeparator = /[\s\u2010\u2011-]+/u;
/** Sentence punctuation around a word is not part of it ('Jan,' is 'Jan'). */
const edgePunctuation = /^[.,;:!?"()[\]]+|[.,;:!?"()[\]]+$/gu;

/**
 * The profane words in a text, each checked on its own (spec 1 §5: per word, lowercased, exact).
 * @param text - e.g. a first name, insertion or last name
 * @returns the offending words, lowercased; empty when clean
 */
export function findProfaneWords(text: string): string[] {
  return text
    .split(wordSeparator)
    .map((word) => word.replace(edgePunctuation, '').toLowerCase())
    .filter((word) => isProfaneWord(word));
}

/**
 * Whether any word of the text is profane.
 * @param text - any text
 * @returns true on the first profane word
 */
export function containsProfanity(text: string): boolean {
  return findProfaneWords(text).length > 0;
}
