import { createApiClient } from '@dementie/api-client';
import type { PlayerEditorBackend } from './admin-mode';

/** The full api-client as the editor's backend (loaded by {@link lazyEditorBackend} on first use). */
export function editorClient(baseUrl: string): PlayerEditorBackend {
  return createApiClient({ baseUrl });
}
