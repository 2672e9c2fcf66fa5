// The repository's own lint (eslint.config.js, what `pnpm lint` runs) on a piece of code placed at a
// repository path: the messages one rule gives. The rules' tests prove refused and allowed cases with it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function lintMessages(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
