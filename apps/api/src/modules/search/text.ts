/**
 * Lower case without accents (NFD, combining marks removed), so 'Café' and 'cafe', 'ideeën' and
 * 'ideeen' are the same to search (decision 0019: accent-insensitive without the unaccent extension).
 */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text: runs of letters and digits (accents kept; normalise separately). */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Dutch words too common to suggest (they are also stop words of the 'dutch' text search config). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'aan al alles als altijd andere ben bij daar dan dat de der deze die dit doch doen door dus een eens en er ' +
    'ge geen geweest haar had heb hebben heeft hem het hier hij hoe hun iemand iets ik in is ja je kan kon ' +
    'kunnen maar me meer men met mij mijn moet na naar niet niets nog nu of om omdat onder ons ook op over ' +
    'reeds te tegen toch toen tot u uit uw van veel voor want waren was wat werd wezen wie wil worden wordt ' +
    'zal ze zelf zich zij zijn zo zonder zou jullie jouw jij deze welke waar zijn hebt heel echt even vaak ' +
    'goed gaat gaan komt komen wel alle elke soms graag samen weer veel voor door over onze onze eigen ' +
    'kunt moeten maken mensen'
  ).split(' '),
);

/**
 * Damerau-Levenshtein distance (optimal string alignment) of two short words, stopping early once
 * it exceeds `max`. Used for typo-tolerant suggestions.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const previous = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    rows.push(row);
    if (i > 0 && best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] ?? max + 1;
}
