import { useT } from '@dementie/i18n-catalogues/react';
import { classNames } from '../class-names';

/** Props of `Loader`. */
export interface LoaderProps {
  /** Text shown and announced. Default 'De inhoud wordt geladen...' (spec 2 §2.4, §8). */
  label?: string;
  /** Show the text only to screen readers (e.g. inside a button). Default false. */
  hideLabel?: boolean;
  /** Smaller spinner that sits in a line of text. Default false. */
  inline?: boolean;
  className?: string;
}

/**
 * A loading state: a spinner (still under reduced motion, the text carries the meaning) and a
 * polite status message, so screen readers hear that something is loading.
 */
export function Loader({ label, hideLabel, inline, className }: LoaderProps) {
  const t = useT();
  return (
    <div
      role="status"
      className={classNames('bk-loader', inline ? 'bk-loader--inline' : undefined, className)}
    >
      <span className="bk-loader__spinner" aria-hidden="true" />
      <span className={hideLabel ? 'bk-visually-hidden' : 'bk-loader__label'}>
        {label ?? t('common.loading')}
      </span>
    </div>
  );
}
