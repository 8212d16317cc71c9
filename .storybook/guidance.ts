/**
 * The guidance on a component's docs page, in five parts as public design systems give it (GOV.UK,
 * NL Design System): when to use it, when not, how it works for a keyboard and screen-reader user,
 * the content rules, and the brands and pages where visitors meet it (decision 0099).
 * Each stories file gives it once, in its meta: `parameters: { guidance: guidance({...}) }`; the docs
 * page (./docs-page.tsx) shows it under the description, and guidance.test.ts checks every file has
 * all five parts. Write each part as a plain string: the test reads them from the source.
 */
export interface Guidance {
  /**
   * The component's name, shown above its guidance where several stories files share one docs page
   * (the Blocks pages, one file per block); leave it out on a page of its own.
   */
  readonly name?: string;
  /** The situations the component is made for. */
  readonly whenToUse: string;
  /** The situations where another component, or none, serves better, and which one. */
  readonly whenNotToUse: string;
  /** What takes focus and in which order, which keys work, and what a screen reader announces. */
  readonly keyboardAndScreen: string;
  /** Title and text lengths, picture shape, number of items: what keeps it readable. */
  readonly contentRules: string;
  /** The brands it appears in and the pages of their sites where a visitor meets it. */
  readonly brands: string;
}

/** The five parts in the order of the page, with their headings. */
export const GUIDANCE_PARTS = [
  ['whenToUse', 'When to use it'],
  ['whenNotToUse', 'When not to use it'],
  ['keyboardAndScreen', 'Keyboard and screen reader'],
  ['contentRules', 'Content rules'],
  ['brands', 'Brands and where visitors meet it'],
] as const satisfies readonly (readonly [Exclude<keyof Guidance, 'name'>, string])[];

/**
 * A component's guidance, typed so a part cannot be left out.
 * @param parts - the five parts (and the name on a shared page)
 * @returns the guidance, for `parameters.guidance` of the stories file's meta
 */
export function guidance(parts: Guidance): Guidance {
  return parts;
}

/**
 * The guidance as the Markdown of its docs page section.
 * @param value - one stories file's guidance
 * @returns a level-2 heading ('Guidance', or the name on a shared page) and a level-3 heading per part
 */
export function guidanceMarkdown(value: Guidance): string {
  const heading = value.name ? `Guidance: ${value.name}` : 'Guidance';
  const parts = GUIDANCE_PARTS.map(([key, title]) => `### ${title}\n\n${value[key].trim()}`);
  return [`## ${heading}`, ...parts].join('\n\n');
}
