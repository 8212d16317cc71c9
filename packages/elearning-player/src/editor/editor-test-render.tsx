import type { EditableBlock } from '@dementie/api-client';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { DocumentTarget } from './document-target';
import type { createFakeEditorBackend } from './test-backend';

/*
 * What the document editor's tests share: the Dutch brand root, a slide's document, the first save.
 */

/** The document of info slide 111. */
export const slide: DocumentTarget = { kind: 'TeachingActivity', id: 111, field: 'SlideContent' };

/** Renders in Dutch inside a brand root, as a page holds the editor. */
export function renderNl(ui: ReactElement): RenderResult {
  return render(
    <div lang="nl" data-brand="dementie" className="dm-root">
      <I18nProvider brand="dementie">{ui}</I18nProvider>
    </div>,
  );
}

/** The blocks of the first save the backend received. */
export const firstSaved = (backend: ReturnType<typeof createFakeEditorBackend>) =>
  JSON.parse(backend.saved[0]?.content ?? '[]') as EditableBlock[];
