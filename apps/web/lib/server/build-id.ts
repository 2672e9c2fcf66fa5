// The id of the build this server runs, for the "new version" notice. Next writes it to
// .next/BUILD_ID; `next dev` has none and answers "development".
import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

let cached: string | null = null;

export async function currentBuildId(): Promise<string> {
  if (cached !== null) return cached;
  try {
    cached = (await readFile(join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID'), 'utf8')).trim() || 'development';
  } catch {
    cached = 'development';
  }
  return cached;
}
