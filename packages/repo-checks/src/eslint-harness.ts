// How the lint rules' tests run the repository's own ESLint configuration (what `pnpm lint` runs):
// on a text placed at a path, and as the `eslint` command on a file written into the tree.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The messages `rule` reports for `code` as if it stood at `filePath` (repository-relative). */
export async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** Runs the `eslint` command on `code` written at `filePath` (removed after): its exit status and output. */
export function eslintCommandOn(filePath: string, code: string): { status: number | null; stdout: string } {
  const fixture = path.join(ROOT, filePath);
  writeFileSync(fixture, code);
  try {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), filePath], { cwd: ROOT, encoding: 'utf8' });
    return { status: run.status, stdout: run.stdout };
  } finally {
    rmSync(fixture, { force: true });
  }
}
