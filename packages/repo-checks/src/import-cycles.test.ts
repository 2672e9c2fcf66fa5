// The terminal's contracts (core's terminal ↔ server contract, the terminal's IPC schemas) and the
// packages beside them have no import circles, and the check itself finds one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, relativeImports } from './import-cycles.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CHECKED = ['packages/core/src', 'apps/pos/src', 'packages/pos-server/src', 'packages/hardware/src', 'packages/db/src'];

describe('import cycles', () => {
  it.each(CHECKED)('%s has no circle of relative imports', (dir) => {
    const cycles = importCycles(relativeImports(path.join(ROOT, dir))).map((c) => c.map((f) => path.relative(ROOT, f)).join(' → '));
    expect(cycles).toEqual([]);
  });

  it('finds a circle of type-only imports and passes a tree', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    try {
      mkdirSync(path.join(dir, 'area'), { recursive: true });
      writeFileSync(path.join(dir, 'index.ts'), "export * from './area/a.ts';\nexport { b } from './area/b.ts';\n");
      writeFileSync(path.join(dir, 'area/a.ts'), "import type { B } from './b.ts';\nexport type A = B;\n");
      writeFileSync(path.join(dir, 'area/b.ts'), "export const b = 1;\nexport type B = number;\n");
      expect(importCycles(relativeImports(dir))).toEqual([]);
      writeFileSync(path.join(dir, 'area/b.ts'), "import type { A } from './a.ts';\nexport const b = 1;\nexport type B = A | number;\n");
      const cycles = importCycles(relativeImports(dir)).map((c) => c.map((f) => path.relative(dir, f)));
      expect(cycles).toEqual([['area/a.ts', 'area/b.ts', 'area/a.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
