import { useT } from '@dementie/i18n-catalogues/react';
import { Checkbox } from '../primitives/checkbox';
import { classNames } from '../primitives/class-names';
import { TextInput } from '../primitives/input';

/**
 * The alt text of an image an editor places (decision 0048, WCAG 1.1.1): a description, or the explicit
 * choice that the image is only decoration (then visitors get alt="" and screen readers skip it).
 */
export interface ImageAltValue {
  readonly alt: string;
  readonly decorative: boolean;
}

/** True when neither a description nor the decorative choice is given. */
export function imageAltMissing(value: ImageAltValue): boolean {
  return !value.decorative && value.alt.trim() === '';
}

/** Props of {@link ImageAltField}. */
export interface ImageAltFieldProps {
  value: ImageAltValue;
  onChange: (value: ImageAltValue) => void;
  /**
   * Shows the 'required' error when the alt text is missing (set it after a save or insert was
   * tried, so the editor is not scolded before typing). Default false.
   */
  showError?: boolean;
  className?: string;
}

/** The alt text field with its 'decorative' choice, for every place an editor puts an image. */
export function ImageAltField({ value, onChange, showError = false, className }: ImageAltFieldProps) {
  const t = useT();
  return (
    <div className={classNames('bk-alt-field', className)}>
      <TextInput
        label={t('editor.imageAlt.label')}
        hint={t('editor.imageAlt.hint')}
        value={value.alt}
        required={!value.decorative}
        disabled={value.decorative}
        error={showError && imageAltMissing(value) ? t('editor.imageAlt.required') : undefined}
        onValueChange={(alt) => onChange({ alt, decorative: value.decorative })}
      />
      <Checkbox
        label={t('editor.imageAlt.decorative')}
        checked={value.decorative}
        onCheckedChange={(decorative) => onChange({ alt: decorative ? '' : value.alt, decorative })}
      />
    </div>
  );
}
