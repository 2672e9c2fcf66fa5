// The repository's own lint (eslint.config.js, what `pnpm lint` runs) keeps shop-api's floors one way:
// routes → services → domain → db. A service that imports http/ or routes/ is refused, and so is db/
// reaching up; the imports a layered file needs are allowed.
import { describe, expect, it } from 'vitest';
import { eslintCommandOn, ruleErrors } from './eslint-harness.ts';
import { layerRefusal } from './shop-api-layers.js';

const RULE = 'courtside/shop-api-layers';

const layerErrors = (filePath: string, code: string): Promise<string[]> => ruleErrors(RULE, filePath, code);

describe('pnpm lint: shop-api imports one way, routes → services → domain → db', () => {
  it.each([
    ['apps/shop-api/src/services/checkout/x.ts', "import { errorBody } from '../../http/api-error.ts';\nexport const x = errorBody;", 'http/'],
    ['apps/shop-api/src/services/members/x.ts', "import type { AppContext } from '../../http/context.ts';\nexport type X = AppContext;", 'http/'],
    ['apps/shop-api/src/services/orders/x.ts', "export { orderNoParam } from '../../routes/orders.ts';", 'routes/'],
    ['apps/shop-api/src/services/catalogue/search/x.ts', "const m = await import('../../../http/request.ts');\nexport default m;", 'http/'],
    ['apps/shop-api/src/domain/x.ts', "import type { AppDeps } from '../services/deps.ts';\nexport type X = AppDeps;", 'services/'],
    ['apps/shop-api/src/db/x.ts', "import { DomainError } from '../domain/errors.ts';\nexport const x = DomainError;", 'domain/'],
    ['apps/shop-api/src/db/migrations/x.ts', "import { parseJson } from '../../services/shared/x.ts';\nexport const x = parseJson;", 'services/'],
  ])('%s: %s is refused', async (file, code, names) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(names);
  });

  it.each([
    ['apps/shop-api/src/services/checkout/x.ts', "import { DomainError } from '../../domain/errors.ts';\nexport const x = DomainError;"],
    ['apps/shop-api/src/services/checkout/x.ts', "import type { ShopDb } from '../../db/schema.ts';\nexport type X = ShopDb;"],
    ['apps/shop-api/src/services/checkout/x.ts', "import { loadCart } from './cart.ts';\nexport const x = loadCart;"],
    ['apps/shop-api/src/routes/x.ts', "import { readJson } from '../http/request.ts';\nimport { loadCart } from '../services/checkout/cart.ts';\nexport const x = [readJson, loadCart];"],
    ['apps/shop-api/src/http/x.ts', "import { verifyGuestToken } from '../services/orders/guest-token.ts';\nexport const x = verifyGuestToken;"],
    ['apps/shop-api/src/domain/x.ts', "import type { MemberTable } from '../db/schema.ts';\nexport type X = MemberTable;"],
    ['apps/shop-api/src/services/members/x.int.test.ts', "import { startTestServer } from '../../testing/test-server.ts';\nimport { errorBody } from '../../http/api-error.ts';\nexport const x = [startTestServer, errorBody];"],
    ['apps/web/lib/server/x.ts', "import { x } from '../http/api-error.ts';\nexport const y = x;"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('names the reason in Korean', () => {
    expect(layerRefusal('apps/shop-api/src/services/a.ts', '../http/api-error.ts')).toMatch(/DomainError/);
    expect(layerRefusal('apps/shop-api/src/db/schema.ts', '../services/deps.ts')).toMatch(/아래 층/);
    expect(layerRefusal('apps/shop-api/src/app.ts', './http/api-error.ts')).toBeNull();
  });

  it('fails the eslint command on a service placed in shop-api that imports http/', () => {
    const run = eslintCommandOn('apps/shop-api/src/services/lint-fixture-imports-http.ts', "import { statusOf } from '../http/api-error.ts';\nexport const status = statusOf;\n");
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(RULE);
    expect(run.stdout).toContain('http/');
  }, 60_000);
});
