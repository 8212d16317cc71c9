import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { Field } from '../field/field';
import { htmlTypeFor, inputModeFor, normaliseTyped, type TextInputType } from './input-mode';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'children'
>;

/** Props of `TextInput`. */
export interface TextInputProps extends NativeInputProps {
  /** Visible label (the accessible name). */
  label: ReactNode;
  /** Kind of input; sets `type` and `inputmode` (spec 2 §5). Default `text`. */
  type?: TextInputType;
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  /**
   * Called with the new value as typed. For `email` every space has been removed already (spec 2
   * §5), also in uncontrolled use.
   */
  onValueChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Required: `required` + `aria-required` and an asterisk titled 'Verplicht'. Default false. */
  required?: boolean;
  /** Error text: shown as an alert; the input is marked invalid. */
  error?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Hide the label visually (stays the accessible name). Default false. */
  hideLabel?: boolean;
  /** Class of the field wrapper. */
  fieldClassName?: string;
}

/** A labelled single-line input with required, hint and error handling (spec 2 §5, spec 3 §5). */
export function TextInput({
  label,
  type = 'text',
  required,
  error,
  hint,
  id,
  hideLabel,
  fieldClassName,
  className,
  onValueChange,
  ...rest
}: TextInputProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const next = normaliseTyped(type, raw);
    // Uncontrolled inputs must show the stripped value too, so it is written back to the element.
    if (next !== raw) event.currentTarget.value = next;
    onValueChange?.(next, event);
  };
  return (
    <Field
      label={label}
      required={required}
      error={error}
      hint={hint}
      id={id}
      hideLabel={hideLabel}
      className={fieldClassName}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          type={htmlTypeFor(type)}
          inputMode={inputModeFor(type)}
          pattern={type === 'numeric' ? (rest.pattern ?? '[0-9]*') : rest.pattern}
          className={classNames('bk-input', className)}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'required' | 'children'
>;

/** Props of `TextArea`. */
export interface TextAreaProps extends NativeTextAreaProps {
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Required: `required` + `aria-required` and an asterisk titled 'Verplicht'. Default false. */
  required?: boolean;
  /** Error text: shown as an alert; the field is marked invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  fieldClassName?: string;
}

/** A labelled multi-line input with the same required/error handling as `TextInput`. */
export function TextArea({
  label,
  required,
  error,
  hint,
  id,
  fieldClassName,
  className,
  onValueChange,
  rows = 5,
  ...rest
}: TextAreaProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint} id={id} className={fieldClassName}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          rows={rows}
          className={classNames('bk-input', 'bk-input--multiline', className)}
          onChange={(event) => onValueChange?.(event.currentTarget.value, event)}
        />
      )}
    </Field>
  );
}
