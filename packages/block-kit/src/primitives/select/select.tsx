import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { Field } from '../field/field';

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'required' | 'multiple'>;

/** Props of `Select`. */
export interface SelectProps extends NativeSelectProps {
  /** Visible label (the accessible name), tied to the list with `for`/`id`. */
  label: ReactNode;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Required: `required` + `aria-required` and an asterisk titled 'Verplicht'. Default false. */
  required?: boolean;
  /** Error text: shown as an alert tied to the list with `aria-describedby`; the list is marked invalid. */
  error?: ReactNode;
  /** Help text under the label, tied to the list with `aria-describedby`. */
  hint?: ReactNode;
  /** Hide the label visually (it stays the accessible name). Default false. */
  hideLabel?: boolean;
  /** Class of the field wrapper. */
  fieldClassName?: string;
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
}

/**
 * A labelled choice of one option from a list, drawn in the brand's tokens: the browser's own list
 * opens (the most familiar control on every phone), with the kit's border, chevron, focus ring and
 * 44 px height (WCAG 2.5.8). Required, hint and error as `TextInput` (spec 2 §5, spec 3 §5).
 */
export function Select({
  label,
  required,
  error,
  hint,
  id,
  hideLabel,
  fieldClassName,
  className,
  onValueChange,
  children,
  ...rest
}: SelectProps) {
  return (
    <Field
      label={label}
      required={required}
      error={error}
      hint={hint}
      id={id}
      hideLabel={hideLabel}
      className={classNames('bk-select-field', fieldClassName)}
    >
      {(control) => (
        <span className="bk-select">
          <select
            {...rest}
            {...control}
            className={classNames('bk-select__control', className)}
            onChange={(event) => onValueChange?.(event.currentTarget.value, event)}
          >
            {children}
          </select>
        </span>
      )}
    </Field>
  );
}
