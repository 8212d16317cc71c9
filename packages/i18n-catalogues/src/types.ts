/**
 * Shapes shared by the catalogues, the translator and the validators.
 * Kept apart so the catalogue files stay pure data.
 */

/**
 * A message that depends on a count. Dutch has only the CLDR categories `one` and `other`
 * (`Intl.PluralRules('nl-NL')`), so those are the only two forms we keep.
 */
export interface PluralForms {
  /** Used when the count `n` is exactly 1. */
  readonly one: string;
  /** Used for every other count, including 0. */
  readonly other: string;
}

/** A catalogue value: plain text, possibly with `{name}` placeholders, or plural forms. */
export type Message = string | PluralForms;

/** Values for `{name}` placeholders. Numbers are written the Dutch way (`1.000`). */
export type MessageParams = Readonly<Record<string, string | number>>;
