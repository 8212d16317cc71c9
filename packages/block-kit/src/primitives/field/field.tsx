import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useId } from 'react';
import { classNames } from '../class-names';

/** The attributes `Field` hands to its control, so label, hint, error and required state line up. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Props of `Field`. */
export interface FieldProps {
  /** Visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /**
   * Marks the field required: the control gets `required` and `aria-required`, the label an
   * asterisk titled 'Verplicht' (spec 2 §5, spec 3 §5). The asterisk itself is hidden from screen
   * readers, which announce the required state instead. Default false.
   */
  required?: boolean;
  /** Error text. When set it shows as an alert and the control is marked `aria-invalid`. */
  error?: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The control's id. Default: a generated one. */
  id?: string;
  /** Hide the label visually (it stays the accessible name). Use only where the purpose is obvious. */
  hideLabel?: boolean;
  className?: string;
  /** Renders the control with the given attributes spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + control + hint + error, wired for assistive technology. Use `TextInput`, `TextArea` or
 * `Checkbox` for the common cases; use `Field` directly for a custom control (e.g. a select).
 */
export function Field({ label, required, error, hint, id, hideLabel, className, children }: FieldProps) {
  const { control, hintId, errorId, hasError } = useFieldWiring('field', { id, required, error, hint });
  return (
    <div className={classNames('bk-field', hasError ? 'bk-field--invalid' : undefined, className)}>
      <label htmlFor={control.id} className={hideLabel ? 'bk-visually-hidden' : 'bk-field__label'}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintId} className="bk-field__hint">
          {hint}
        </p>
      ) : null}
      {children(control)}
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** How a control is tied to its label, hint and error: its id, the hint's and error's ids, its attributes. */
export function useFieldWiring(
  idPrefix: string,
  { id, required, error, hint }: Pick<FieldProps, 'id' | 'required' | 'error' | 'hint'>,
) {
  const generated = useId();
  const controlId = id ?? `${idPrefix}-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    ...(required ? { required: true, 'aria-required': true as const } : {}),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return { control, hintId, errorId, hasError };
}

/** The asterisk after a required label, titled 'Verplicht' (spec 3 §5). */
export function RequiredMark() {
  const t = useT();
  return (
    <span className="bk-field__required" title={t('common.required')} aria-hidden="true">
      {' *'}
    </span>
  );
}

/** Error text shown as an alert, so screen readers announce it when it appears (spec 3 §5). */
export function FieldError({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="bk-field__error">
      {children}
    </p>
  );
}
