// Uploaded files on this instance's disk under `<root>/<key>`. Right for one machine; with several
// instances a file written here is missing on the others (use S3 storage there).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isUploadKey } from '../upload-rules';
import { UploadStorageError, type UploadStorage } from './upload-storage';

function pathIn(root: string, key: string): string {
  if (!isUploadKey(key)) throw new UploadStorageError(`invalid upload key: ${key}`);
  return join(root, key);
}

export function createLocalUploadStorage(root: string): UploadStorage {
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathIn(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      const path = pathIn(root, key);
      try {
        return await readFile(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw new UploadStorageError(`cannot read upload ${key}`, { cause: error });
      }
    },
  };
}
