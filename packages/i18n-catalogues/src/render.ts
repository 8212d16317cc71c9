import type { Message, MessageParams } from './types';

// Rendering a catalogue message, apart from the catalogues themselves: a document page's islands
// render with the document texts only (decision 0072), and must not load the whole catalogue with
// the rendering code.

/** The locale of every text and format (spec 1 §1: the site language and locale are Dutch). */
export const locale = 'nl-NL';

const pluralRules = new Intl.PluralRules(locale);
const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
const placeholder = /\{([A-Za-z0-9_]+)\}/g;

/**
 * Picks the plural form for a count. A count that is not a number (a template rendered for
 * documentation, for instance) takes `other`.
 */
function selectForm(forms: Extract<Message, object>, count: string | number | undefined): string {
  if (typeof count !== 'number') return forms.other;
  return pluralRules.select(count) === 'one' ? forms.one : forms.other;
}

/**
 * Fills `{name}` placeholders. A placeholder without a value stays as written, so a forgotten
 * parameter is visible on screen and in tests instead of silently vanishing.
 * @param template - text with `{name}` placeholders
 * @param params - values; numbers are written the Dutch way (`1.234,5`)
 * @returns the filled-in text
 */
export function interpolate(template: string, params?: MessageParams): string {
  if (params === undefined) return template;
  return template.replace(placeholder, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat.format(value) : value;
  });
}

/**
 * Renders one catalogue message: picks the plural form from `params.n`, then interpolates.
 * @param message - a catalogue value
 * @param params - placeholder values
 * @returns the text to show
 */
export function renderMessage(message: Message, params?: MessageParams): string {
  const template = typeof message === 'string' ? message : selectForm(message, params?.n);
  return interpolate(template, params);
}

/**
 * `t(key, params?)` over one catalogue (the shared texts, a brand's, the document texts): a key the
 * catalogue lacks (only possible from untyped code) gives `missing(key)`, by default the key itself.
 */
export function lookupIn(
  texts: Readonly<Record<string, Message>>,
  missing: (key: string) => string = (key) => key,
): (key: string, params?: MessageParams) => string {
  return (key, params) => {
    const message = texts[key];
    return message === undefined ? missing(key) : renderMessage(message, params);
  };
}
