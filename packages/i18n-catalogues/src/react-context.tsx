import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { BrandId } from './brands';
import type { Translate } from './translator';

interface I18nValue {
  readonly brand: BrandId;
  readonly t: Translate;
}

// Created at import, but createContext touches no browser global, so server rendering is safe.
const I18nContext = createContext<I18nValue | null>(null);
I18nContext.displayName = 'I18nContext';

/** Props of `TranslatorProvider`. */
export interface TranslatorProviderProps {
  /** The brand of the tree below (`useBrand()`). */
  readonly brand: BrandId;
  /** The lookup `useT()` gives below it. */
  readonly translator: Translate;
  readonly children?: ReactNode;
}

/**
 * Makes a translator made elsewhere available to `useT()` below it, without loading the whole
 * catalogue: a document page's islands use it with `createDocumentTranslator` (decision 0072).
 * Elsewhere use `I18nProvider`.
 */
export function TranslatorProvider({ brand, translator, children }: TranslatorProviderProps): ReactNode {
  const value = useMemo<I18nValue>(() => ({ brand, t: translator }), [brand, translator]);
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
