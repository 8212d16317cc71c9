import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandIds } from './brands';
import { appMessages } from './catalogues/app';
import { documentMessages } from './catalogues/documents';
import { sharedMessages } from './catalogues/shared';
import { createDocumentTranslator, translateDocumentText } from './document-translator';
import { formatCookieLifetime } from './formatters';
import { TranslatorProvider, useBrand, useT } from './react';
import { createTranslator } from './translator';

function Probe() {
  const t = useT();
  return (
    <p>
      {t('cookies.accept')} / {useBrand()}
    </p>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the two parts of the shared texts (decision 0072)', () => {
  it('are the shared catalogue together, and no key is in both', () => {
    const documentKeys = Object.keys(documentMessages);
    const appKeys = Object.keys(appMessages);
    expect(documentKeys.filter((key) => appKeys.includes(key))).toEqual([]);
    expect([...documentKeys, ...appKeys].sort()).toEqual(Object.keys(sharedMessages).sort());
  });

  it('keep a namespace in one part: a namespace split over both could put an island text in the app part', () => {
    const namespaces = (keys: string[]) => new Set(keys.map((key) => key.split('.')[0]));
    const app = namespaces(Object.keys(appMessages));
    expect([...namespaces(Object.keys(documentMessages))].filter((namespace) => app.has(namespace))).toEqual(
      [],
    );
  });
});

describe('createDocumentTranslator', () => {
  it.each(brandIds)(
    '%s: gives every document text as the whole catalogue does, brand texts included',
    (brand) => {
      const documentT = createDocumentTranslator(brand);
      const t = createTranslator(brand);
      for (const key of [...Object.keys(documentMessages), 'brand.name', 'newsletter.title'] as const) {
        const typed = key as Parameters<typeof t>[0];
        expect(documentT(typed, { n: 2, page: 'Een pagina' })).toBe(t(typed, { n: 2, page: 'Een pagina' }));
      }
    },
  );

  it('does not hold the app texts: it says so in the console and shows the key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createDocumentTranslator('dementie');
    expect(t('player.pointsLeft', { n: 3 })).toBe('player.pointsLeft');
    expect(error).toHaveBeenCalledWith(expect.stringContaining("'player.pointsLeft'"));
  });

  it('is what TranslatorProvider gives to useT below it', () => {
    render(
      <TranslatorProvider brand="alzheimer" translator={createDocumentTranslator('alzheimer')}>
        <Probe />
      </TranslatorProvider>,
    );
    expect(screen.getByText(`${documentMessages['cookies.accept']} / alzheimer`)).toBeInTheDocument();
  });
});

describe('translateDocumentText', () => {
  it("is the formatters' default, so the cookie list's lifetimes need no more than the document texts", () => {
    expect(translateDocumentText('cookies.accept')).toBe(documentMessages['cookies.accept']);
    expect(formatCookieLifetime(2 * 24 * 60 * 60)).toBe('2 dagen');
    expect(formatCookieLifetime(2 * 24 * 60 * 60)).toBe(
      formatCookieLifetime(2 * 24 * 60 * 60, createTranslator('dementie')),
    );
  });
});
