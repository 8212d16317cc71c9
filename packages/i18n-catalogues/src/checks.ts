// The pure checks of the forms, apart from the schemas in validators.ts: the auth store needs these on
// a document page, where zod (about 23 kB brotli) is not loaded (decision 0068).

/**
 * What an e-mail input holds after each keystroke (spec 1 §5, spec 2 §5): lower case, and every
 * space (also inner ones, from a paste) stripped.
 * @param value - the raw input
 * @returns the normalised value
 */
export function normaliseEmailInput(value: string): string {
  return value.replace(/\s+/gu, '').toLowerCase();
}

const looseEmail = /^[^\s@]+@[^\s@]+$/u;
const emailAddress = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

/**
 * The loose e-mail check of the form helpers (spec 3 §5): something, '@', something.
 * @param value - the input
 * @returns whether it looks like local@domain
 */
export function isLooseEmail(value: string): boolean {
  return looseEmail.test(value);
}

/**
 * The e-mail check for login and certificate forms (spec 1 §5 asks for a "valid address" without a
 * rule). On top of the loose check the domain must have a dot with a non-empty part either side,
 * so 'jan@gmail' is refused before a magic link is sent into the void.
 * @param value - the input, normalised with `normaliseEmailInput`
 * @returns whether it is a usable address
 */
export function isEmailAddress(value: string): boolean {
  return emailAddress.test(value);
}

// Three digits, three digits, four digits; the first group may be in brackets; the two separators
// (space, dot, hyphen or none) must be the same (spec 3 §5). '(020) 123 4567', '020-123-4567'.
const phone = /^(?:\(\d{3}\)|\d{3})([ .-]?)\d{3}\1\d{4}$/u;

/**
 * The phone check of spec 3 §5.
 * @param value - the input, surrounding spaces ignored
 * @returns whether it is 3-3-4 digits with equal separators and optional brackets
 */
export function isPhoneNumber(value: string): boolean {
  return phone.test(value.trim());
}

/**
 * The 'contains no numbers' check (spec 3 §5, used for a place name).
 * @param value - the input
 * @returns true when no digit 0-9 occurs
 */
export function containsNoNumbers(value: string): boolean {
  return !/\d/u.test(value);
}

/** The parts of a certificate name (spec 1 §3). */
export interface NameParts {
  readonly firstName: string;
  readonly insertion?: string | undefined;
  readonly lastName: string;
}

/**
 * The full name on a certificate (spec 1 §3): first name, then the insertion if non-empty, then
 * the last name, each trimmed and joined by one space.
 * @param parts - first name, optional insertion, last name
 * @returns e.g. 'Anna van der Berg'
 */
export function fullName(parts: NameParts): string {
  return [parts.firstName, parts.insertion ?? '', parts.lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}
