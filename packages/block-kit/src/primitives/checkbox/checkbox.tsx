import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldError, RequiredMark } from '../field/field';

type NativeCheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'required' | 'children'
>;

/** Props of `Checkbox`. */
export interface CheckboxProps extends NativeCheckboxProps {
  /** Label next to the box (the accessible name); may hold a link, e.g. to the terms. */
  label: ReactNode;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Required: `required` + `aria-required` and an asterisk titled 'Verplicht'. Default false. */
  required?: boolean;
  /** Error text: shown as an alert; the box is marked invalid. */
  error?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Class of the wrapper. */
  fieldClassName?: string;
}

/** A native checkbox with a 44 px tap area, label, required and error handling. */
export function Checkbox({
  label,
  onCheckedChange,
  required,
  error,
  hint,
  id,
  fieldClassName,
  className,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `checkbox-${generated}`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={['bk-checkbox', hasError ? 'bk-checkbox--invalid' : undefined, fieldClassName]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="bk-checkbox__row">
        <input
          {...rest}
          id={controlId}
          type="checkbox"
          className={['bk-checkbox__input', className].filter(Boolean).join(' ')}
          required={required}
          aria-required={required ? true : undefined}
          aria-invalid={hasError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked, event)}
        />
        <label htmlFor={controlId} className="bk-checkbox__label">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="bk-field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
