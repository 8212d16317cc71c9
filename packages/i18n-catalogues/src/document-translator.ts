import type { BrandId } from './brands';
import { brandCatalogues } from './catalogues';
import type { BrandMessageKey } from './catalogues/brand-messages';
import { documentMessages } from './catalogues/documents';
import { lookupIn } from './render';
import type { Translate } from './translator';
import type { Message, MessageParams } from './types';

/** A key of the texts a document page may show (decision 0072). */
export type DocumentMessageKey = keyof typeof documentMessages;

/** Lookup over the document texts only; every `Translate` is one, so formatters accept either. */
export type DocumentTranslate = (key: DocumentMessageKey, params?: MessageParams) => string;

/**
 * A lookup over the shared document texts alone, for code that has no brand and may run in a
 * document page's islands (the formatters' default).
 * @param key - a key of the document texts
 * @param params - placeholder values
 * @returns the text; an unknown key (only possible from untyped code) returns the key
 */
export const translateDocumentText: DocumentTranslate = lookupIn(documentMessages);

const resolved = new Map<BrandId, Readonly<Record<DocumentMessageKey | BrandMessageKey, Message>>>();

/**
 * The translator of a document page's islands (decision 0072): the document texts with the brand's
 * own laid over them, without the app's texts (the player, the account screens, the editor tools,
 * the mails), which the islands never show. The build fails when a document page's script holds a
 * key of the app's texts; should one still be asked for, it is written to the console and the key is
 * shown, as `createTranslator` does for an unknown key.
 * @param brand - one of `brandIds`
 * @returns `t(key, params?)` over the document texts
 */
export function createDocumentTranslator(brand: BrandId): Translate {
  let catalogue = resolved.get(brand);
  if (catalogue === undefined) {
    catalogue = Object.freeze({ ...documentMessages, ...brandCatalogues[brand] });
    resolved.set(brand, catalogue);
  }
  return lookupIn(catalogue, (key) => {
    console.error(`The text '${key}' is not one of the texts of document pages (decision 0072).`);
    return key;
  });
}
