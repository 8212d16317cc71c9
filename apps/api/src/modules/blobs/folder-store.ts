import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blobNameSchema } from '@dementie/api-client';
import { type BlobStore, CONTAINER_NAME, type StoredBlob, type StoredBlobInfo } from './storage';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The content type of a stored file, from its extension (the module only stores what it encoded). */
export function contentTypeOfName(name: string): string {
  return TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/**
 * Blob storage in a folder (the embedded default): `<root>/<container>/<name>`. The creation time is
 * the file's modification time, set from the server clock when written (files are never modified
 * afterwards), so listings sort the same way on every file system.
 */
export function createFolderBlobStore(root: string): BlobStore {
  function filePath(container: string, name: string): string {
    // Names were validated at the edge; this is the second lock against path tricks.
    if (!CONTAINER_NAME.test(container) || !blobNameSchema.safeParse(name).success) {
      throw new Error(`invalid blob path ${container}/${name}`);
    }
    return path.join(root, container, name);
  }

  return {
    kind: 'folder',
    async list(container) {
      if (!CONTAINER_NAME.test(container)) return [];
      const folder = path.join(root, container);
      const names = await readdir(folder).catch(() => [] as string[]);
      const infos: StoredBlobInfo[] = [];
      for (const name of names) {
        if (!blobNameSchema.safeParse(name).success) continue; // temp files of a write in progress
        const info = await stat(path.join(folder, name)).catch(() => undefined);
        if (info?.isFile()) infos.push({ name, createdOn: info.mtime });
      }
      return infos;
    },
    async get(container, name): Promise<StoredBlob | null> {
      const file = filePath(container, name);
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        return { body, contentType: contentTypeOfName(name), createdOn: info.mtime };
      } catch {
        return null;
      }
    },
    async exists(container, name) {
      const info = await stat(filePath(container, name)).catch(() => undefined);
      return info?.isFile() ?? false;
    },
    async put(container, name, body, _contentType, createdOn) {
      const file = filePath(container, name);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file. The temporary name is unique per write:
      // two requests may make the same file at the same moment (the picker's confirm and a save both
      // ask for an image's variants), and a name from the process and the clock was then shared, so
      // one rename found its file gone and the call failed with 500.
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp~`;
      await writeFile(temp, body);
      await utimes(temp, createdOn, createdOn);
      await rename(temp, file);
    },
    async delete(container, name) {
      const file = filePath(container, name);
      const existed = await stat(file).then(
        () => true,
        () => false,
      );
      if (existed) await rm(file, { force: true });
      return existed;
    },
  };
}
