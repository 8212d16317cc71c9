import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';
import { FieldError, RequiredMark, useFieldWiring } from '../field/field';

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
  hint,
  error,
  required,
  id,
  onCheckedChange,
  fieldClassName,
  className,
  ...rest
}: CheckboxProps) {
  const { control, hintId, errorId, hasError } = useFieldWiring('checkbox', { id, required, error, hint });
  return (
    <div className={classNames('bk-checkbox', hasError ? 'bk-checkbox--invalid' : undefined, fieldClassName)}>
      <div className="bk-checkbox__row">
        <input
          {...rest}
          {...control}
          type="checkbox"
          className={classNames('bk-checkbox__input', className)}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked, event)}
        />
        <label htmlFor={control.id} className="bk-checkbox__label">
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
