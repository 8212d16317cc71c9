import { DEFAULT_ANTI_FORGERY_FIELD, readAntiForgeryToken } from '../store/anti-forgery';

/** The marker the server looks for to fill a form's hidden page field (see {@link PageField}). */
export const PAGE_FIELD_MARKER = 'data-page-field';

/**
 * A hidden field of a form that the server fills when it sends the page (spec 1 §7: the
 * anti-forgery token comes from a hidden page field). React renders it without a value; the server
 * writes the visitor's own token into it after rendering, because one render may be shared by many
 * visitors and the token may not (apps/api fills `<input ... data-page-field="">`). So a form posted
 * before or without the scripts carries the token. The browser keeps the server's value: React sets
 * no value, and the hydration warning about the extra attribute is expected.
 */
export function PageField({ name = DEFAULT_ANTI_FORGERY_FIELD }: { readonly name?: string }) {
  return <input type="hidden" name={name} {...{ [PAGE_FIELD_MARKER]: '' }} suppressHydrationWarning />;
}

/**
 * Before a form with a {@link PageField} is posted by the browser itself (the scripts did not take
 * it over): a form the browser rendered has no server value in the field, so it takes the page's.
 */
export function fillPageField(form: HTMLFormElement, name = DEFAULT_ANTI_FORGERY_FIELD): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && !field.value) field.value = readAntiForgeryToken(name) ?? '';
}
