// The repository's own lint (eslint.config.js, what `pnpm lint` runs) refuses a source file over 300
// lines in any app's or package's src/ and in the storefront's lib/, components/ and app/, and
// leaves files of 300 lines, and scripts outside those folders, alone.
import { describe, expect, it } from 'vitest';
import { ruleErrors } from './eslint-harness.ts';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n');
const sizeErrors = (filePath: string, code: string) => ruleErrors('max-lines', filePath, code);

describe('pnpm lint: every source file fits a screen (300 lines)', () => {
  it.each(['apps/pos/src/renderer/screens/x.tsx', 'packages/pos-server/src/x.ts', 'apps/shop-api/src/services/x.ts', 'apps/web/lib/cart/x.ts', 'apps/web/components/x.tsx', 'packages/core/src/x.test.ts'])(
    '%s of 301 lines is refused',
    async (file) => {
      const errors = await sizeErrors(file, lines(301));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('300');
    },
  );

  it.each([
    ['packages/pos-server/src/x.ts', 300],
    ['apps/web/components/x.tsx', 300],
    ['apps/web/scripts/x.mjs', 400],
    ['apps/pos/e2e/x.e2e.ts', 400],
  ])('%s of %i lines is allowed', async (file, n) => {
    expect(await sizeErrors(file, lines(n))).toEqual([]);
  });
});
