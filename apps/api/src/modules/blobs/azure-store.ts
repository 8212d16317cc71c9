import { BlobServiceClient, type ContainerClient, RestError } from '@azure/storage-blob';
import type { BlobStore, StoredBlob, StoredBlobInfo } from './storage';

function isNotFound(error: unknown): boolean {
  return error instanceof RestError && error.statusCode === 404;
}

/**
 * Blob storage in Azure (at scale; tested against Azurite). Containers are created on first write
 * with public read access for blobs (spec 2 §7); an account that forbids public access gets a
 * private container instead, which works as well because the server serves the files itself.
 */
export function createAzureBlobStore(connectionString: string): BlobStore {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const ready = new Map<string, Promise<ContainerClient>>();

  function container(name: string): ContainerClient {
    return service.getContainerClient(name);
  }

  async function ensureContainer(name: string): Promise<ContainerClient> {
    let pending = ready.get(name);
    if (!pending) {
      pending = (async () => {
        const client = container(name);
        try {
          await client.createIfNotExists({ access: 'blob' });
        } catch (error) {
          if (error instanceof RestError && error.code === 'PublicAccessNotPermitted') {
            await client.createIfNotExists();
          } else {
            throw error;
          }
        }
        return client;
      })();
      pending.catch(() => ready.delete(name));
      ready.set(name, pending);
    }
    return pending;
  }

  return {
    kind: 'azure',
    async list(name) {
      const infos: StoredBlobInfo[] = [];
      try {
        for await (const item of container(name).listBlobsFlat()) {
          infos.push({
            name: item.name,
            createdOn: item.properties.createdOn ?? item.properties.lastModified,
          });
        }
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
      return infos;
    },
    async get(containerName, name): Promise<StoredBlob | null> {
      const blob = container(containerName).getBlobClient(name);
      try {
        const [body, properties] = await Promise.all([blob.downloadToBuffer(), blob.getProperties()]);
        return {
          body,
          contentType: properties.contentType ?? 'application/octet-stream',
          createdOn: properties.createdOn ?? properties.lastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(containerName, name) {
      try {
        return await container(containerName).getBlobClient(name).exists();
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async put(containerName, name, body, contentType) {
      // Azure sets the creation time itself (it cannot be given).
      const client = await ensureContainer(containerName);
      await client.getBlockBlobClient(name).uploadData(body, {
        blobHTTPHeaders: { blobContentType: contentType, blobCacheControl: 'public, max-age=86400' },
      });
    },
    async delete(containerName, name) {
      try {
        const answer = await container(containerName).getBlobClient(name).deleteIfExists();
        return answer.succeeded;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
