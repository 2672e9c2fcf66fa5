// The repository's own lint (what `pnpm lint` runs) refuses a shop-api source that reads a header or
// a body through Hono's WHATWG request (c.req.header, c.req.json …), and allows the Node-side helpers,
// the two files that implement them, tests and other apps.
import { describe, expect, it } from 'vitest';
import { ruleErrors } from './eslint-harness.ts';
import { checksNodeRequest } from './shop-api-node-request.js';

const RULE = 'courtside/shop-api-node-request';
const errorsOf = (filePath: string, code: string) => ruleErrors(RULE, filePath, code);

describe('pnpm lint: shop-api reads requests through Node, not WHATWG objects', () => {
  it.each([
    ['apps/shop-api/src/http/platform-headers.ts', "export const id = (c: { req: { header(n: string): string | undefined } }) => c.req.header('clientId');", 'c.req.header', 'requestHeader'],
    ['apps/shop-api/src/routes/x.ts', 'export const body = async (c: { req: { json(): Promise<unknown> } }) => c.req.json();', 'c.req.json', 'readJson'],
    ['apps/shop-api/src/sandbox/x.ts', 'export const form = async (c: { req: { parseBody(): Promise<unknown> } }) => c.req.parseBody();', 'c.req.parseBody', 'readForm'],
    ['apps/shop-api/src/routes/x.ts', 'export const raw = (c: { req: { raw: Request } }) => c.req.raw.headers;', 'c.req.raw', 'requestHeader'],
  ])('%s: %s is refused', async (file, code, what, instead) => {
    const errors = await errorsOf(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(what);
    expect(errors[0]).toContain(instead);
  });

  it.each([
    ['apps/shop-api/src/http/platform-headers.ts', "import type { Context } from 'hono';\nimport { requestHeader } from './node-request.ts';\nexport const id = (c: Context) => requestHeader(c, 'clientid');"],
    ['apps/shop-api/src/routes/x.ts', "export const q = (c: { req: { query(): unknown; param(n: string): string } }) => [c.req.query(), c.req.param('productNo')];"],
    ['apps/shop-api/src/http/node-request.ts', "export const h = (c: { req: { header(n: string): string | undefined } }) => c.req.header('origin');"],
    ['apps/shop-api/src/http/body.ts', 'export const b = async (c: { req: { arrayBuffer(): Promise<ArrayBuffer> } }) => c.req.arrayBuffer();'],
    ['apps/shop-api/src/routes/x.int.test.ts', "export const h = (c: { req: { header(n: string): string | undefined } }) => c.req.header('origin');"],
    ['apps/web/lib/server/x.ts', "export const h = (c: { req: { header(n: string): string | undefined } }) => c.req.header('origin');"],
  ])('%s is allowed', async (file, code) => {
    expect(await errorsOf(file, code)).toEqual([]);
  });

  it('applies to shop-api sources only', () => {
    expect(checksNodeRequest('apps/shop-api/src/app.ts')).toBe(true);
    expect(checksNodeRequest('apps/shop-api/src/http/body.ts')).toBe(false);
    expect(checksNodeRequest('apps/shop-api/bench/run.ts')).toBe(false);
    expect(checksNodeRequest('packages/pos-server/src/app.ts')).toBe(false);
  });
});
