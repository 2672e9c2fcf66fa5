// The process's upload store, chosen by the config: S3 when UPLOAD_S3_BUCKET is set, else local disk.
import 'server-only';
import { webConfig, type WebConfig } from '@/lib/config';
import { createLocalUploadStorage } from './local-storage';
import { createS3UploadStorage } from './s3-storage';
import type { UploadStorage } from './upload-storage';

export type { UploadStorage } from './upload-storage';
export { UploadStorageError } from './upload-storage';

export function uploadStorageFrom(config: WebConfig['uploadStorage']): UploadStorage {
  if (config.kind === 'local') return createLocalUploadStorage(config.root);
  return createS3UploadStorage(config);
}

let current: UploadStorage | null = null;

export function uploadStorage(): UploadStorage {
  current ??= uploadStorageFrom(webConfig().uploadStorage);
  return current;
}

/** Tests swap the store (null: back to the config's). */
export function setUploadStorageForTests(storage: UploadStorage | null): void {
  current = storage;
}
