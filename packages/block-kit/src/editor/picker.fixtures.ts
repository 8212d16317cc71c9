// Fixtures of the editor tools: a fake image store for stories and tests.
import {
  type ApiResult,
  BLOB_PAGE_SIZES,
  type BlobDeleteOutcome,
  type BlobPage,
  type BlobUse,
  connectionError,
  failed,
  loaded,
  type PickerImage,
  unauthorized,
} from '@dementie/api-client';
import type { ImagePickerClient } from './picker-state';

/** A small SVG picture as a data URL (no network in stories and tests). */
export function pictureDataUrl(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="hsl(${hue} 45% 45%)"/><circle cx="240" cy="70" r="36" fill="hsl(${(hue + 40) % 360} 80% 80%)"/><path d="M0 240 L110 120 L200 210 L250 160 L320 240 Z" fill="hsl(${(hue + 180) % 360} 35% 30%)"/><text x="16" y="40" font-family="sans-serif" font-size="24" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `count` images, newest first, named foto-1.jpg ... */
export function pickerImages(count: number): PickerImage[] {
  return Array.from({ length: count }, (_, index) => ({
    alt: `foto-${index + 1}.jpg`,
    url: pictureDataUrl((index * 47) % 360, String(index + 1)),
    createdDate: new Date(Date.UTC(2026, 2, 5, 10, 0) - index * 60_000).toISOString(),
  }));
}

/** How the fake store answers the list call. */
export type FakeListBehaviour = 'ok' | 'failed' | 'unauthorized' | 'connection-error' | 'pending';

/** A fake picker client with a call log. */
export interface FakePickerClient extends ImagePickerClient {
  readonly calls: string[];
  /** Images now in the store. */
  readonly images: PickerImage[];
}

/** A fake blob store: pages the images, uploads prepend, deletes remove; failures on request. */
export function createFakePickerClient(
  options: {
    images?: PickerImage[];
    list?: FakeListBehaviour;
    upload?: 'ok' | 'failed' | 'pending';
    remove?: 'ok' | 'failed';
    /** Where each image (by name) is used; the fake server refuses deleting those without force. */
    uses?: Readonly<Record<string, readonly BlobUse[]>>;
    /** 'pending' keeps the uses call waiting; 'failed' fails it. Default answers. */
    usesCall?: 'ok' | 'pending' | 'failed';
    /** Refuse uploads with this server code. */
    uploadRefusal?: 'not-an-image' | 'too-large' | 'too-many-pixels';
  } = {},
): FakePickerClient {
  const images = [...(options.images ?? pickerImages(BLOB_PAGE_SIZES.initial + 7))];
  const calls: string[] = [];
  const never = <T>() => new Promise<T>(() => {});
  return {
    calls,
    images,
    async listBlobs(page): Promise<ApiResult<BlobPage>> {
      calls.push(`list ${page.offset} ${page.limit}`);
      switch (options.list ?? 'ok') {
        case 'failed':
          return failed(500, 'Internal server error');
        case 'unauthorized':
          return unauthorized(401);
        case 'connection-error':
          return connectionError('offline');
        case 'pending':
          return never();
        default:
          return loaded({
            images: images.slice(page.offset, page.offset + page.limit),
            total: images.length,
          });
      }
    },
    async uploadBlob(name): Promise<ApiResult<PickerImage>> {
      calls.push(`upload ${name}`);
      if (options.upload === 'pending') return never();
      if (options.upload === 'failed') return failed(404, 'Unsupported');
      if (options.uploadRefusal)
        return failed(options.uploadRefusal === 'not-an-image' ? 415 : 413, options.uploadRefusal);
      const image = { alt: name, url: pictureDataUrl(200, 'nieuw'), createdDate: new Date().toISOString() };
      images.unshift(image);
      return loaded(image);
    },
    async deleteBlob(name, init): Promise<ApiResult<BlobDeleteOutcome>> {
      calls.push(init?.force ? `delete ${name} force` : `delete ${name}`);
      if (options.remove === 'failed') return failed(500, 'Internal server error');
      const uses = options.uses?.[name] ?? [];
      if (uses.length > 0 && !init?.force) return loaded({ kind: 'in-use', uses });
      const index = images.findIndex((image) => image.alt === name);
      if (index >= 0) images.splice(index, 1);
      return loaded({ kind: 'deleted', deleted: [name] });
    },
    async blobUses(name): Promise<ApiResult<readonly BlobUse[]>> {
      calls.push(`uses ${name}`);
      if (options.usesCall === 'pending') return never();
      if (options.usesCall === 'failed') return failed(500, 'Internal server error');
      return loaded(options.uses?.[name] ?? []);
    },
    async createBlobVariants(name) {
      calls.push(`variants ${name}`);
      return loaded({ original: { width: 1200, height: 800 } });
    },
  };
}
