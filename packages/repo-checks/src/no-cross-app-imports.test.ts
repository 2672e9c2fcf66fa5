// The repository's own lint (eslint.config.js, what `pnpm lint` runs) refuses a file in one app that
// imports another app — by relative path, by alias or by package name — and a package importing an app.
import { describe, expect, it } from 'vitest';
import { eslintCommandOn, ruleErrors } from './eslint-harness.ts';
import { crossAppRefusal } from './no-cross-app-imports.js';

const RULE = 'courtside/no-cross-app-imports';

const crossAppErrors = (filePath: string, code: string): Promise<string[]> => ruleErrors(RULE, filePath, code);

describe('pnpm lint: apps never import each other', () => {
  it.each([
    ['apps/pos/src/services/x.ts', "import { webConfig } from '../../../web/lib/config';", 'apps/web'],
    ['apps/pos/fault/testing/x.ts', "import { startPosStack } from '@/lib/server/pos/testing/stack';", "'@/'"],
    ['apps/web/lib/server/x.ts', "import { createPosServerClient } from '@courtside/pos/src/services/server/pos-server-client';", 'apps/pos'],
    ['apps/web/lib/designs/x.test.ts', "import { seedMembers } from '../../../shop-api/src/seed/fixtures.ts';", 'apps/shop-api'],
    ['apps/web/lib/server/x.ts', "import { startShopApi } from '@courtside/shop-api';", 'apps/shop-api'],
    ['apps/shop-api/src/x.ts', "export { posHandler } from '../../web/lib/server/pos-runtime';", 'apps/web'],
    ['apps/web/lib/x.ts', "const m = await import('../../pos/src/config.ts');\nexport default m;", 'apps/pos'],
    ['packages/pos-server/src/x.ts', "import { webDb } from '../../../apps/web/lib/server/db';", 'apps/web'],
    ['packages/core/src/x.ts', "import type { X } from '@courtside/web';\nexport type Y = X;", 'apps/web'],
  ])('%s: %s is refused', async (file, code, names) => {
    const errors = await crossAppErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(names);
  });

  it.each([
    ['apps/web/lib/server/x.ts', "import { webConfig } from '@/lib/config';"],
    ['apps/web/lib/server/x.ts', "import { createPosHandler } from '@courtside/pos-server';"],
    ['apps/pos/fault/testing/x.ts', "import { startPosStack } from '@courtside/pos-server/testing/stack';"],
    ['apps/web/lib/designs/x.test.ts', "import { seedMembers } from '@courtside/shop-api/testing';"],
    ['packages/pos-server/src/testing/x.ts', "import { startShopApi } from '@courtside/shop-api';"],
    ['apps/pos/src/services/x.ts', "import { helper } from '../shared/helper.ts';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await crossAppErrors(file, code)).toEqual([]);
  });

  it('names the reason in Korean', () => {
    expect(crossAppRefusal('apps/pos/src/a.ts', '../../web/lib/config')).toMatch(/앱은 다른 앱/);
    expect(crossAppRefusal('packages/db/src/a.ts', '../../../apps/web/x')).toMatch(/패키지는 앱/);
    expect(crossAppRefusal('scripts/start.mjs', '../apps/web/x')).toBeNull();
  });

  it('fails the eslint command on a file placed in one app that imports another', () => {
    const run = eslintCommandOn('apps/pos/src/lint-fixture-imports-web.ts', "import { webConfig } from '../../web/lib/config';\nexport const port = webConfig;\n");
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(RULE);
    expect(run.stdout).toContain('apps/web');
  }, 60_000);
});
