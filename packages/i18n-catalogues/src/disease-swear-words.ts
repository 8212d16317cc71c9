/*
 * The project's own word list, on top of the library's lists (decision 0015): the Dutch swear words
 * made from diseases (kanker, tyfus, tering, kolere, pokken, pleuris) and their compounds, which the
 * library's Dutch list lacks and which would otherwise be printed on a certificate.
 *
 * How a word is matched (our choice, on top of spec 1 §5's exact match, which stays for the
 * library's lists):
 * 1. The word is brought to a plain form: lower case, accents dropped ('kánker'), common letter
 *    substitutions undone (0→o, 1→i or l, 3→e, 4→a, 5→s, 7→t, $→s, @→a, !→i), everything that is not
 *    a letter dropped ('k.a.n.k.e.r', 'kanker_lijer'), 'ij' and 'ie' read as 'y' and 'ph' as 'f'
 *    ('tijfus', 'tiefus', 'typhus' are 'tyfus'), and repeated letters read once ('kaaankerrr').
 * 2. Strong stems (kanker, tyfus, kolere, pleuris, ...) count anywhere in the word: no Dutch name
 *    holds them, and swearers glue them to anything ('vuilekankerlijer', 'kankermongool').
 * 3. Weak stems (tering, klere, pokke) also sit inside ordinary names and words ('Van de Wetering',
 *    'Kleerekoper', 'Kleerebezem', 'kleren'), so they count only as a whole word or as a compound of
 *    known parts: an insulting front ('vuile', 'kut', another stem), the stem, then only known
 *    swear tails ('lijer', 'hoer', 'wijf', 'zooi', ...) with a linking 'e', 's' or 'en', and a plural.
 * Real names that must pass are listed in the tests (disease-swear-words.test.ts); a name refused by
 * mistake belongs there, with the rule narrowed, rather than in an allow list.
 */

/** Stems that count anywhere in a word. */
const STRONG_STEMS = ['kanker', 'kenker', 'tyfus', 'tyfes', 'kolere', 'kolera', 'cholera', 'pleuris'];
/** Stems that count only as the word itself or in a compound of known parts. */
const WEAK_STEMS = ['tering', 'klere', 'pokke', 'pokken'];
/** Insulting fronts of a compound ('vuilekankerlijer', 'kutkanker'). */
const FRONTS = ['vuile', 'vieze', 'stomme', 'kut', 'kloten', 'klote', 'gore'];
/** Back parts of the compounds people make with these stems. */
const TAILS = [
  'lijer',
  'lyer',
  'leier',
  'lijder',
  'hoer',
  'wijf',
  'kop',
  'lul',
  'zak',
  'hond',
  'mongool',
  'jong',
  'kind',
  'vent',
  'bek',
  'joch',
  'trut',
  'slet',
  'beest',
  'zooi',
  'bende',
  'weer',
  'taart',
  'flikker',
];

/** The letter each substitution stands for; '1' is tried as both 'i' and 'l'. */
const SUBSTITUTIONS: Readonly<Record<string, string>> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
  '@': 'a',
  '!': 'i',
  '|': 'i',
};

/**
 * The plain form of a word (see the top of this file), with '1' read as `one`.
 * @param word - one word as typed
 * @param one - the letter '1' stands for
 */
function plainForm(word: string, one: 'i' | 'l'): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0-9$@!|]/g, (character) => (character === '1' ? one : (SUBSTITUTIONS[character] ?? '')))
    .replace(/[^a-z]/g, '')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/ij|ie/g, 'y')
    .replace(/ph/g, 'f')
    .replace(/([a-z])\1+/g, '$1');
}

const plain = (parts: readonly string[]) => [...new Set(parts.map((part) => plainForm(part, 'i')))];
const alternatives = (parts: readonly string[]) =>
  plain(parts)
    .sort((a, b) => b.length - a.length)
    .join('|');

const strongStem = new RegExp(alternatives(STRONG_STEMS));
const stemOrTail = `(?:${alternatives([...TAILS, ...STRONG_STEMS, ...WEAK_STEMS])})`;
/** front* weak-stem (linking? tail)* plural? — the whole word. */
const weakCompound = new RegExp(
  `^(?:${alternatives([...FRONTS, ...STRONG_STEMS, ...WEAK_STEMS])})*(?:${alternatives(WEAK_STEMS)})(?:(?:e|s|en)?${stemOrTail})*(?:s|en)?$`,
);

/**
 * Whether a word is one of the project's disease-based swear words or a compound of one.
 * @param word - one word (a name part); surrounding punctuation is ignored
 * @returns true when the certificate must not print it
 */
export function isDiseaseSwearWord(word: string): boolean {
  return (['i', 'l'] as const).some((one) => {
    const form = plainForm(word, one);
    return form !== '' && (strongStem.test(form) || weakCompound.test(form));
  });
}
