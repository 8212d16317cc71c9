/*
 * spec 1 §7: state-changing authentication calls send an anti-forgery header taken from a hidden
 * page field. The reference server writes `<input type="hidden" name="csrf" value="...">` into
 * every page it serves (apps/api ANTI_FORGERY_FIELD); the name stays configurable for other servers.
 */

/** Default name of the hidden field that holds the anti-forgery token. */
export const DEFAULT_ANTI_FORGERY_FIELD = 'csrf';

/**
 * Reads the anti-forgery token from the hidden page field. Safe on the server: without a
 * document it gives undefined.
 * @param fieldName - the field's `name` (default 'csrf'); an element with that id also counts
 * @param doc - the document to read; default the global one when it exists
 */
export function readAntiForgeryToken(
  fieldName: string = DEFAULT_ANTI_FORGERY_FIELD,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): string | undefined {
  if (!doc) return undefined;
  const escaped = fieldName.replace(/["\\]/g, '\\$&');
  const byId = doc.getElementById(fieldName);
  const field =
    doc.querySelector<HTMLInputElement>(`input[type="hidden"][name="${escaped}"]`) ??
    (byId?.tagName === 'INPUT' && (byId as HTMLInputElement).type === 'hidden'
      ? (byId as HTMLInputElement)
      : null);
  const value = field?.value.trim();
  return value ? value : undefined;
}

/**
 * A reader for `createApiClient({ antiForgeryToken })`: it reads the field when a request is made,
 * so the page may render the field after the client was created, and nothing runs at import.
 */
export function antiForgeryTokenFromPage(
  fieldName: string = DEFAULT_ANTI_FORGERY_FIELD,
): () => string | undefined {
  return () => readAntiForgeryToken(fieldName);
}
