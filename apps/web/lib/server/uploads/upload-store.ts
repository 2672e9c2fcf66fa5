// Saving and reading uploaded files through the process's upload store (local disk by default, S3
// when configured — storage/). Keys are checked against the pattern of upload-rules first.
import 'server-only';
import { contentTypeOfKey, isUploadKey, originalOfThumbnail } from './upload-rules';
import { uploadStorage } from './storage';

export async function saveUpload(key: string, bytes: Uint8Array): Promise<void> {
  await uploadStorage().put(key, bytes, contentTypeOfKey(key) ?? 'application/octet-stream');
}

/**
 * The file's bytes, or null. A `_small` thumbnail that was never produced falls back to the
 * original.
 */
export async function readUpload(key: string): Promise<Uint8Array | null> {
  if (!isUploadKey(key)) return null;
  const storage = uploadStorage();
  const found = await storage.get(key);
  if (found) return found;
  const original = originalOfThumbnail(key);
  return original ? storage.get(original) : null;
}
