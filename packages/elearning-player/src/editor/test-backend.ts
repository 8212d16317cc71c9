// Test support (not exported): a fake editor backend with a call log.
import { loaded, type PickerImage, unauthorized } from '@dementie/api-client';
import type { PlayerEditorBackend } from './admin-mode';

export interface FakeEditorBackend extends PlayerEditorBackend {
  readonly saved: { targetKind: string; targetId: number; field: string; content: string }[];
  readonly calls: string[];
}

export function createFakeEditorBackend(
  options: { editor?: boolean; save?: 'ok' | 'unauthorized'; images?: PickerImage[] } = {},
): FakeEditorBackend {
  const saved: FakeEditorBackend['saved'] = [];
  const calls: string[] = [];
  const images = options.images ?? [
    {
      alt: 'wandelen.jpg',
      url: '/blobstorage/pictures/wandelen.jpg',
      createdDate: '2026-03-05T10:00:00.000Z',
    },
  ];
  return {
    saved,
    calls,
    async isEditor() {
      calls.push('isEditor');
      return loaded(options.editor ?? true);
    },
    async saveEditableDocument(input) {
      calls.push('save');
      if (options.save === 'unauthorized') return unauthorized(403);
      saved.push({ ...input });
      return loaded({ revisionId: saved.length, savedAt: '2026-03-05T10:00:00.000Z' });
    },
    async listBlobs(page) {
      calls.push(`list ${page.offset} ${page.limit}`);
      return loaded({ images: images.slice(page.offset, page.offset + page.limit), total: images.length });
    },
    async uploadBlob(name) {
      return loaded({
        alt: name,
        url: `/blobstorage/pictures/${name}`,
        createdDate: '2026-03-05T10:00:00.000Z',
      });
    },
    async deleteBlob(name) {
      return loaded({ kind: 'deleted' as const, deleted: [name] });
    },
    async blobUses() {
      return loaded([]);
    },
    async createBlobVariants(name) {
      calls.push(`variants ${name}`);
      return loaded({ original: { width: 1200, height: 800 } });
    },
  };
}
