/** The flags every tool starts Debian's Chromium with; see chromium-args.mjs. */
export const chromiumArgs: string[];
