import { type ReactNode, useMemo } from 'react';
import type { BrandId } from './brands';
import { TranslatorProvider } from './react-context';
import { createTranslator, type Translate } from './translator';

export { TranslatorProvider, type TranslatorProviderProps, useBrand, useT } from './react-context';

/** Props of `I18nProvider`. */
export interface I18nProviderProps {
  /** The brand whose translation set the tree below reads. */
  readonly brand: BrandId;
  /**
   * A translator to use instead of `createTranslator(brand)`, e.g. a stub in another team's tests.
   * Default: the brand's own translator.
   */
  readonly translator?: Translate;
  readonly children?: ReactNode;
}

/**
 * Makes a brand's texts available to `useT()` below it. Place it once near the root of an app,
 * or around `<TrainingPlayer>` when another team mounts the player.
 */
export function I18nProvider({ brand, translator, children }: I18nProviderProps): ReactNode {
  const t = useMemo(() => translator ?? createTranslator(brand), [brand, translator]);
  return (
    <TranslatorProvider brand={brand} translator={t}>
      {children}
    </TranslatorProvider>
  );
}
