import type { PlayerEditorBackend } from './admin-mode';

/**
 * The player's default editor backend: the editor calls of the full api-client, loaded on first
 * use. A learner never makes one (admin mode asks the server only when the address contains
 * 'admin'), so a learner's first load carries the learning client alone, not the contracts of
 * search, CMS, auth and images (decision 0042).
 */
export function lazyEditorBackend(baseUrl: string): PlayerEditorBackend {
  let client: Promise<PlayerEditorBackend> | undefined;
  const load = () => {
    client ??= import('./editor-client').then(({ editorClient }) => editorClient(baseUrl));
    return client;
  };
  return {
    isEditor: async () => (await load()).isEditor(),
    saveEditableDocument: async (input) => (await load()).saveEditableDocument(input),
    listBlobs: async (page) => (await load()).listBlobs(page),
    uploadBlob: async (name, file) => (await load()).uploadBlob(name, file),
    deleteBlob: async (name, init) => (await load()).deleteBlob(name, init),
    blobUses: async (name) => (await load()).blobUses(name),
    createBlobVariants: async (name) => (await load()).createBlobVariants(name),
  };
}
