import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { BrandId } from './brands';
import { createTranslator, type Translate } from './translator';

interface I18nValue {
  readonly brand: BrandId;
  readonly t: Translate;
}

// Created at import, but createContext touches no browser global, so server rendering is safe.
const I18nContext = createContext<I18nValue | null>(null);
I18nContext.displayName = 'I18nContext';

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
  const value = useMemo<I18nValue>(
    () => ({ brand, t: translator ?? createTranslator(brand) }),
    [brand, translator],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18nValue(hook: string): I18nValue {
  const value = useContext(I18nContext);
  if (value === null) {
    // A silent default brand would show the wrong name in titles and footers: fail loudly instead.
    throw new Error(`${hook}() needs an <I18nProvider brand="..."> above this component.`);
  }
  return value;
}

/**
 * The current brand's `t(key, params?)`.
 * @throws Error when no `I18nProvider` is above the component
 */
export function useT(): Translate {
  return useI18nValue('useT').t;
}

/**
 * The current brand id, for the few places that need it beyond texts (e.g. the 'GOED' info modal).
 * @throws Error when no `I18nProvider` is above the component
 */
export function useBrand(): BrandId {
  return useI18nValue('useBrand').brand;
}
