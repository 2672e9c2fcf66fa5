// Every CONTEXT.md and the README name only files that exist (a renamed or moved file must take
// its mentions along), and the check itself finds a stale mention.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contextFiles, mentionedPaths, missingPaths, outsidePaths, repositoryEntries } from './context-paths.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('CONTEXT.md paths', () => {
  it('every CONTEXT.md in the repository names only files and folders that exist', () => {
    const files = contextFiles(ROOT);
    const rel = files.map((f) => path.relative(ROOT, f));
    expect(rel).toEqual(expect.arrayContaining(['apps/web/CONTEXT.md', 'apps/pos/CONTEXT.md', 'apps/shop-api/CONTEXT.md', 'packages/db/CONTEXT.md', 'packages/pos-server/CONTEXT.md', 'README.md']));
    const entries = repositoryEntries(ROOT);
    const missing = files.flatMap((f) => missingPaths(ROOT, f, entries).map((p) => `${path.relative(ROOT, f)}: ${p}`));
    expect(missing).toEqual([]);
  });

  it('no CONTEXT.md (nor the README) names a file outside the repository', () => {
    const outside = contextFiles(ROOT).flatMap((f) => outsidePaths(ROOT, f).map((p) => `${path.relative(ROOT, f)}: ${p}`));
    expect(outside).toEqual([]);
  });

  it('reads paths from code spans and links, and passes over routes, globs, commands and words', () => {
    const text = 'See `src/http.ts`, [the spec](../shared/spec/seed-spec.md), `GET /api/pos/sales`, `apps/**`, `pnpm test`, `kysely`, `x.int.test.ts`, `lib/server/`.';
    expect(mentionedPaths(text).sort()).toEqual(['../shared/spec/seed-spec.md', 'lib/server/', 'src/http.ts']);
  });

  it('reports a mention of a file that does not exist', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'context-paths-'));
    try {
      mkdirSync(path.join(dir, 'apps/x/src'), { recursive: true });
      writeFileSync(path.join(dir, 'apps/x/src/here.ts'), '');
      writeFileSync(path.join(dir, 'apps/x/CONTEXT.md'), 'Code: `src/here.ts`, `src/gone.ts`, `lib/old/moved.ts`.');
      expect(missingPaths(dir, path.join(dir, 'apps/x/CONTEXT.md'))).toEqual(['src/gone.ts', 'lib/old/moved.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a mention of a file outside the repository, and passes a sibling workspace\'s file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'context-paths-'));
    try {
      const repo = path.join(dir, 'repo');
      mkdirSync(path.join(repo, 'apps/x'), { recursive: true });
      mkdirSync(path.join(repo, 'apps/y/src'), { recursive: true });
      mkdirSync(path.join(dir, 'shared/spec'), { recursive: true });
      writeFileSync(path.join(dir, 'shared/spec/seed-spec.md'), '');
      writeFileSync(path.join(repo, 'apps/y/src/here.ts'), '');
      writeFileSync(path.join(repo, 'apps/x/CONTEXT.md'), 'Read `../shared/spec/seed-spec.md`, [design](../../../shared/DESIGN.md), `../y/src/here.ts`, `../y/src/gone.ts`.');
      writeFileSync(path.join(repo, 'README.md'), 'Design: `../shared/spec/seed-spec.md`; code: `apps/y/src/here.ts`.');
      expect(outsidePaths(repo, path.join(repo, 'apps/x/CONTEXT.md'))).toEqual(['../shared/spec/seed-spec.md', '../y/src/gone.ts', '../../../shared/DESIGN.md']);
      expect(outsidePaths(repo, path.join(repo, 'README.md'))).toEqual(['../shared/spec/seed-spec.md']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
