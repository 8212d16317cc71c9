import { type ChangeEvent, type ReactNode, useId } from 'react';
import { classNames } from '../class-names';
import { FieldError, RequiredMark, useFieldWiring } from '../field/field';

/** One choice of a `RadioGroup`. */
export interface RadioOption {
  /** The value sent with the form when this choice is taken. */
  value: string;
  /** Visible label next to the circle (the choice's accessible name). */
  label: ReactNode;
  /** Help text under this choice's label, tied to its circle with `aria-describedby`. */
  hint?: ReactNode;
  /** This choice cannot be taken. Default false. */
  disabled?: boolean;
}

/** Props of `RadioGroup`. */
export interface RadioGroupProps {
  /** The question the choices answer: the group's legend and accessible name. */
  legend: ReactNode;
  /** The form field's name, shared by every choice. */
  name: string;
  /** The choices, two to about six (more: use a `Select`). */
  options: readonly RadioOption[];
  /** Controlled: the chosen value. */
  value?: string;
  /** Uncontrolled: the value chosen at first. */
  defaultValue?: string;
  /** Called with the value of the choice taken. */
  onValueChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * Required: every circle gets `required`, the group `aria-required`, the legend an asterisk titled
   * 'Verplicht' (spec 2 §5, spec 3 §5). Default false.
   */
  required?: boolean;
  /** Error text: shown as an alert tied to the group with `aria-describedby`; the group is marked invalid. */
  error?: ReactNode;
  /** Help text under the legend, tied to the group with `aria-describedby`. */
  hint?: ReactNode;
  /** Every choice is disabled. Default false. */
  disabled?: boolean;
  /** The group's id. Default: a generated one. */
  id?: string;
  className?: string;
}

/**
 * One choice of a few that exclude each other, all in view: a fieldset whose legend asks the question
 * (role radiogroup, so it can carry required and invalid), native radio buttons with a 44 px clickable
 * row each (WCAG 2.5.8), hint and error wired as in `Field`. Arrow keys move between the choices.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  required,
  error,
  hint,
  disabled,
  id,
  className,
}: RadioGroupProps) {
  const { control, hintId, errorId, hasError } = useFieldWiring('radio-group', { id, required, error, hint });
  const optionPrefix = useId();
  return (
    <fieldset
      id={control.id}
      // ARIA in HTML allows role radiogroup on a fieldset: as a radiogroup it may also say it is
      // required and invalid, which a plain group may not.
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a group of native radios
      role="radiogroup"
      aria-required={control['aria-required']}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      disabled={disabled}
      className={classNames('bk-radio-group', hasError ? 'bk-radio-group--invalid' : undefined, className)}
    >
      <legend className="bk-radio-group__legend">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="bk-field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div className="bk-radio-group__options">
        {options.map((option, index) => {
          const optionId = `${optionPrefix}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          const checked = value === undefined ? undefined : value === option.value;
          return (
            <div key={option.value} className="bk-radio">
              <div className="bk-radio__row">
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={option.value}
                  className="bk-radio__input"
                  {...(checked === undefined ? {} : { checked })}
                  {...(defaultValue === undefined ? {} : { defaultChecked: defaultValue === option.value })}
                  required={required}
                  disabled={option.disabled}
                  aria-describedby={optionHintId}
                  onChange={(event) => onValueChange?.(event.currentTarget.value, event)}
                />
                <label htmlFor={optionId} className="bk-radio__label">
                  {option.label}
                </label>
              </div>
              {option.hint ? (
                <p id={optionHintId} className="bk-field__hint bk-radio__hint">
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
