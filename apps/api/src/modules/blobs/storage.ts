/*
 * One interface for the picker's blob storage (ARCHITECTURE.md "blobs (image picker)"): a folder on
 * disk by default, Azure Blob Storage when a connection string is set. Containers are flat (no
 * folders): 'pictures' and one 'pictures-<size>' per variant size (spec 2 §7).
 */

/** One stored blob as a listing gives it. */
export interface StoredBlobInfo {
  readonly name: string;
  readonly createdOn: Date;
}

/** One stored blob with its bytes. */
export interface StoredBlob {
  readonly body: Buffer;
  readonly contentType: string;
  readonly createdOn: Date;
}

/** What the blobs module needs from a storage service. */
export interface BlobStore {
  /** Which kind answers (for logs and tests). */
  readonly kind: 'folder' | 'azure';
  /** Every blob of a container (any order); an unknown container is empty. */
  list(container: string): Promise<StoredBlobInfo[]>;
  /** One blob, or null when it (or its container) does not exist. */
  get(container: string, name: string): Promise<StoredBlob | null>;
  exists(container: string, name: string): Promise<boolean>;
  /**
   * Writes a blob, creating the container when missing (spec 2 §7: "created with public access if
   * missing"). `createdOn` is the server clock's time where the store lets us set it.
   */
  put(container: string, name: string, body: Buffer, contentType: string, createdOn: Date): Promise<void>;
  /** Removes a blob; true when it existed. */
  delete(container: string, name: string): Promise<boolean>;
  /** Releases connections (nothing to do for the folder). */
  close?(): Promise<void>;
}

/** Container names of this module: lowercase letters, digits and '-', as Azure requires (3-63). */
export const CONTAINER_NAME = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,62}$/;
