// Uploaded files on local disk under DATA_DIR/uploads (DESIGN.md: local disk is the default store).
// Keys are checked against the pattern of upload-rules before any path is built from them.
import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { webConfig } from '@/lib/config';
import { isUploadKey } from './upload-rules';

function pathOf(key: string): string {
  if (!isUploadKey(key)) throw new Error('invalid upload key');
  return join(webConfig().dataDir, 'uploads', key);
}

export async function saveUpload(key: string, bytes: Uint8Array): Promise<void> {
  const path = pathOf(key);
  await mkdir(dirname(path), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const temporary = `${path}.${process.pid}.part`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

/** The file's bytes, or null when there is no such file. */
export async function readUpload(key: string): Promise<Uint8Array | null> {
  if (!isUploadKey(key)) return null;
  try {
    return await readFile(pathOf(key));
  } catch {
    return null;
  }
}
