import type { BrandId } from '@dementie/i18n-catalogues';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ConsentProvider } from '../../consent/consent-context';
import type { ConsentAdapter, ConsentChoice } from '../../consent/consent-store';
import { createMemoryConsentStorage } from '../../consent/storage';

/** Renders inside texts, theme and a consent provider with the given stored choice (null = undecided). */
export function renderWithConsent(
  ui: ReactElement,
  choice: ConsentChoice | null,
  brand: BrandId = 'dementie',
): RenderResult & { storage: ConsentAdapter } {
  const storage = createMemoryConsentStorage(choice);
  const result = render(
    <div lang="nl" data-brand={brand} className="dm-root">
      <I18nProvider brand={brand}>
        <ConsentProvider adapter={storage}>{ui}</ConsentProvider>
      </I18nProvider>
    </div>,
  );
  return { ...result, storage };
}

/** Every element in `root` that would fetch from another host (iframe, script, img, link, video, source). */
export function thirdPartyRequests(root: ParentNode, ownOrigin = window.location.origin): string[] {
  const urls: string[] = [];
  for (const element of Array.from(
    root.querySelectorAll('iframe, script, img, link, video, source, audio, embed, object'),
  )) {
    for (const attribute of ['src', 'href', 'srcset', 'data', 'poster']) {
      const value = element.getAttribute(attribute);
      if (!value) continue;
      for (const candidate of value.split(',').map((part) => part.trim().split(/\s+/u)[0] ?? '')) {
        if (!candidate) continue;
        const url = new URL(candidate, ownOrigin);
        if (url.origin !== ownOrigin) urls.push(url.href);
      }
    }
  }
  return urls;
}
