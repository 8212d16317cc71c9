import { describe, expect, it } from 'vitest';
import { containsProfanity, findProfaneWords, isProfaneWord } from './profanity';

describe('profanity check (spec 1 §5: per word, lowercased, exact, Dutch and English lists)', () => {
  it('finds a Dutch word', () => {
    expect(isProfaneWord('klootzak')).toBe(true);
    expect(isProfaneWord('Klootzak')).toBe(true);
  });

  it('finds an English word', () => {
    expect(isProfaneWord('shit')).toBe(true);
    expect(isProfaneWord('BITCH')).toBe(true);
  });

  it('lets harmless words through that contain a bad one', () => {
    expect(isProfaneWord('Cassandra')).toBe(false); // holds 'ass'
    expect(isProfaneWord('Assen')).toBe(false); // holds 'ass'
    expect(isProfaneWord('Hollander')).toBe(false); // holds 'hol'
    expect(isProfaneWord('Kutsenko')).toBe(false); // holds 'kut'
  });

  it('checks each word of a name on its own', () => {
    expect(findProfaneWords('Jan Klootzak')).toEqual(['klootzak']);
    expect(findProfaneWords('Jansen-Kut')).toEqual(['kut']);
    expect(findProfaneWords('van der Berg')).toEqual([]);
    expect(containsProfanity('Anna shit.')).toBe(true);
    expect(containsProfanity('')).toBe(false);
  });

  it('lets ordinary names through that the lists hold', () => {
    expect(isProfaneWord('Anita')).toBe(false);
    expect(isProfaneWord('Dick')).toBe(false);
    expect(containsProfanity('Griet Pot')).toBe(false);
  });

  it('does not guess: obfuscated spellings are not an exact match', () => {
    expect(isProfaneWord('kl00tzak')).toBe(false);
    expect(isProfaneWord('klootzakken')).toBe(false);
  });
});
