/** Reads a hidden field the server writes into every page: the anti-forgery token (spec 1 §7), error reporting. */
export function hiddenField(name: string): string | null {
  const input = document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  return input?.value ?? null;
}
