/*
 * Spec 3 §3: the mailing provider's form fields are found by their label: the e-mail address,
 * 'score sdv' and runid. The provider renders its own markup, so we look the controls up by label.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The control whose label contains `labelText` (case-insensitive), or null. */
export function findFieldByLabel(root: ParentNode, labelText: string): Control | null {
  const wanted = labelText.trim().toLowerCase();
  for (const label of Array.from(root.querySelectorAll('label'))) {
    if (!(label.textContent ?? '').trim().toLowerCase().includes(wanted)) continue;
    const control =
      label.control ??
      (label.htmlFor ? root.querySelector<Control>(`#${CSS.escape(label.htmlFor)}`) : null) ??
      label.querySelector<Control>('input, textarea, select');
    if (control) return control as Control;
  }
  return null;
}

/** Values to put into the provider's form. */
export interface EmbedFieldValues {
  email?: string;
  score?: number | string;
  runId?: string;
}

/** Labels the fields are matched by (spec 3 §3). */
export const EMBED_FIELD_LABELS = { email: 'e-mail', score: 'score sdv', runId: 'runid' } as const;

/** Fills the matched fields that have a value; returns which were found. */
export function fillEmbedFields(
  root: ParentNode,
  values: EmbedFieldValues,
): Record<keyof EmbedFieldValues, boolean> {
  const found = { email: false, score: false, runId: false };
  for (const key of ['email', 'score', 'runId'] as const) {
    const value = values[key];
    const control = findFieldByLabel(root, EMBED_FIELD_LABELS[key]);
    found[key] = control !== null;
    if (control && value !== undefined && value !== '') {
      control.value = String(value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  return found;
}
