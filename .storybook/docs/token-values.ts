/* The design tokens as a stylesheet declares them, for the token pages (no Vite or brand imports here, so
 * Node tests can use it too). */

/** One custom property as its source declares it. */
export interface Token {
  readonly name: string;
  readonly value: string;
}

/** The custom properties declared in a stylesheet, first declaration of each (media overrides skipped). */
export function parseTokens(css: string): Token[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const seen = new Map<string, string>();
  for (const match of withoutComments.matchAll(/(--dm-[\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value && !seen.has(name)) seen.set(name, value.replace(/\s+/g, ' ').trim());
  }
  return [...seen].map(([name, value]) => ({ name, value }));
}
