// Where uploaded files live, behind one interface: the instance's local disk (the default, one
// machine) or S3-compatible object storage shared by every instance (several machines behind a load
// balancer). Keys are made by upload-rules and checked before they reach a store; original files and
// their variants (thumbnails, WebP copies) are simply more keys.

export interface UploadStorage {
  /** `local` or `s3`, for logs and the design notes. */
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`, replacing any earlier file; a reader never sees half a file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no file under `key`. */
  get(key: string): Promise<Uint8Array | null>;
}

/** Raised when the store itself fails (disk, network, credentials) — never for a missing file. */
export class UploadStorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UploadStorageError';
  }
}
