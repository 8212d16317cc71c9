/** The kinds of single-line input the kit offers. `numeric` is a text input with a number keyboard. */
export type TextInputType = 'text' | 'email' | 'tel' | 'search' | 'numeric' | 'url' | 'password';

/** Spec 2 §5: input mode follows the type (email, numeric, search, tel, else text). */
export function inputModeFor(type: TextInputType): 'email' | 'numeric' | 'search' | 'tel' | 'text' {
  switch (type) {
    case 'email':
    case 'numeric':
    case 'search':
    case 'tel':
      return type;
    default:
      return 'text';
  }
}

/**
 * The HTML `type` for a kit type. `numeric` stays `text` (with `inputmode="numeric"`): a number
 * input would add spinners and drop leading zeros of codes.
 */
export function htmlTypeFor(type: TextInputType): string {
  return type === 'numeric' ? 'text' : type;
}

/** Spec 2 §5: an e-mail input strips every space as it is typed. Other types keep the value. */
export function normaliseTyped(type: TextInputType, value: string): string {
  return type === 'email' ? value.replace(/\s+/gu, '') : value;
}
