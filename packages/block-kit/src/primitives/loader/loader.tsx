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
  /**
   * What a browser that runs no scripts shows instead: a loader in the server's
   * page would turn there forever. Default 'Dit deel werkt alleen met JavaScript...'; a screen that is
   * nothing but the loader says so of the page. Not for an inline loader (it only shows after a tap).
   */
  withoutScript?: string;
  className?: string;
}

/**
 * A loading state: a spinner (still under reduced motion, the text carries the meaning) and a
 * polite status message, so screen readers hear that something is loading. In a browser without
 * scripts nothing would ever load: the loader is hidden there and a plain message says why.
 */
export function Loader({ label, hideLabel, inline, withoutScript, className }: LoaderProps) {
  const t = useT();
  const status = (
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
  if (inline) return status;
  // Shown instead of the loader only where the browser runs no scripts (loader.css, the `scripting`
  // media feature): a <noscript> is not shown where scripts are merely switched off for the page.
  return (
    <>
      {status}
      <p className="bk-loader__no-script">{withoutScript ?? t('common.needsScript')}</p>
    </>
  );
}
