// Saving and reading uploaded files (originals and their variants) through the process's upload
// store: local disk by default, S3 when configured (storage/). Keys are checked against the pattern
// of upload-rules first.
import 'server-only';
import { contentTypeOfKey, isUploadKey } from './upload-rules';
import { uploadStorage } from './storage';

export async function saveUpload(key: string, bytes: Uint8Array): Promise<void> {
  await uploadStorage().put(key, bytes, contentTypeOfKey(key) ?? 'application/octet-stream');
}

/** The file's bytes, or null when there is no such file. */
export async function readUpload(key: string): Promise<Uint8Array | null> {
  if (!isUploadKey(key)) return null;
  return uploadStorage().get(key);
}
