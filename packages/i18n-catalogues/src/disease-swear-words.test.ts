import { describe, expect, it } from 'vitest';
import { checkCertificateForm } from './certificate-form';
import { isDiseaseSwearWord } from './disease-swear-words';
import { containsProfanity, findProfaneWords } from './profanity';

/** The disease-based swear words (decision 0015) and the compounds people make of them. */
const REFUSED = [
  'kanker',
  'tyfus',
  'tering',
  'kolere',
  'pokken',
  'klere',
  'tiefus',
  'tijfus',
  'typhus',
  'pleuris',
  'cholera',
  'teringlijer',
  'kankerlijer',
  'tyfuslijer',
  'teringhoer',
  'kolerelijer',
  'pokkenwijf',
  'pokkelijer',
  'klerelijer',
  'klerewijf',
  'kankerhoer',
  'kankerwijf',
  'kankermongool',
  'tyfushond',
  'tyfuskanker',
  'teringzooi',
  'klerezooi',
  'kolerezooi',
  'vuilekankerlijer',
  'kutkanker',
  'kankerlijers',
  'teringlijers',
];

/** Ways of writing them that must not get through. */
const DISGUISED = [
  'KANKER',
  'Kankerlijer',
  'kánkêr',
  'k4nk3r',
  'k4nk3rl1j3r',
  'kaaankerrr',
  'kannnker',
  '7yfu5',
  '$tyfus',
  'k.a.n.k.e.r',
  'kanker_lijer',
  't3r1ngl1jer',
  'k0l3r3',
  'k1ere',
  'p0kk3nw1jf',
  'TERINGHOER',
  'tieeefus',
];

/**
 * Real Dutch first names, surnames and name parts with similar letters: none may be refused. Some
 * hold a weak stem inside ('Van de Wetering', 'Kleerekoper', 'Kleerebezem'), others look alike.
 */
const REAL_NAMES = [
  'Dick',
  'Van der Kant',
  'Kok',
  'Kanters',
  'Kant',
  'Van Kankelaar',
  'Anker',
  'Den Ankeren',
  'Blankers',
  'Jonker',
  'Klerk',
  'De Klerk',
  'Klerks',
  'Klerkx',
  'Kleerekoper',
  'Kleerebezem',
  'Kolenberg',
  'Kolenbrander',
  'Kolen',
  'Kool',
  'Pokkinga',
  'Pokorny',
  'Pek',
  'Van de Wetering',
  'Wetering',
  'Kettering',
  'Tervoort',
  'Terlingen',
  'Tyfield',
  'Tiefenbach',
  'Tijssen',
  'Tielemans',
  'Pleunis',
  'Pieters',
  'Colenbrander',
  'Kanis',
  'Van Tongeren',
  'Sanne de Vries',
];

describe('the project word list of disease-based swear words (decision 0015)', () => {
  it.each(REFUSED)('refuses %s', (word) => {
    expect(isDiseaseSwearWord(word)).toBe(true);
    expect(containsProfanity(word)).toBe(true);
  });

  it.each(DISGUISED)('refuses the disguised %s', (word) => {
    expect(containsProfanity(word)).toBe(true);
  });

  it.each(REAL_NAMES)('lets the real name %s through', (name) => {
    expect(findProfaneWords(name)).toEqual([]);
  });

  it('finds the word among the parts of a full name', () => {
    expect(findProfaneWords('Jan Kankerlijer')).toEqual(['kankerlijer']);
    expect(findProfaneWords('Anna Jansen-Tyfus')).toEqual(['tyfus']);
    expect(findProfaneWords('Piet van der Tering')).toEqual(['tering']);
  });

  it('stops the certificate form on the field that holds it, and lets real names through', () => {
    const form = { email: 'jij@voorbeeld.nl', firstName: 'Kees', insertion: '', newsletter: false };
    expect(checkCertificateForm({ ...form, lastName: 'Teringlijer' }, { achieved: true })).toEqual({
      kind: 'profanity',
      fields: ['lastName'],
    });
    expect(
      checkCertificateForm({ ...form, insertion: 'van de', lastName: 'Wetering' }, { achieved: true }),
    ).toBeNull();
  });
});
