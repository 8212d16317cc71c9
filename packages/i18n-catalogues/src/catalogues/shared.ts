import type { Message } from '../types';
import { appMessages } from './app';
import { documentMessages } from './documents';

/**
 * The shared Dutch catalogue: every text that is the same on all three brands.
 *
 * Keys are grouped by domain (`login.*`, `errors.*`, `overview.*`, `player.*`, ...). Texts quoted in
 * the specs are copied verbatim, accents and quotes included; the section is cited per group. Texts
 * the specs only describe are our own wording (B1 Dutch, 'je' form): those keys are listed in
 * `../our-wording.ts`, and a test proves every key is either quoted by a spec or listed there.
 *
 * Placeholders are `{name}`; plural entries have `one`/`other` forms and take their count as `{n}`.
 *
 * The texts are kept in two parts (decision 0072): those a document page's islands may show
 * (`./documents.ts`) and those only the app's screens show (`./app.ts`).
 */
export const sharedMessages = { ...documentMessages, ...appMessages } as const satisfies Readonly<
  Record<string, Message>
>;

/** A key the shared catalogue provides. */
export type SharedMessageKey = keyof typeof sharedMessages;
