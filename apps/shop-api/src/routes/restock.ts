// 재입고 알림 (product-shop-public.yml `/products/restock`: GET the member's waiting requests, POST a
// request — a member, or a guest with name, phone and consent — DELETE by restockNos, at most 10),
// the best sellers (`GET /products/best-seller/search`: the platform's week; `period=MONTH` is this
// stand-in's extension for 월간) and the restocked products (`GET /products/restocked`, an
// extension: the platform's contract has no such list). Static /products/* paths: registered before
// /products/:productNo.
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJson, readQuery, requireMember } from '../http/request.ts';
import { deleteRestock, listRestock, subscribeRestock } from '../services/catalogue/restock/restock-alerts.ts';
import { restockedProducts } from '../services/catalogue/restock/restocked-products.ts';
import { bestSellers } from '../services/catalogue/best-sellers/best-sellers.ts';
import type { AppEnv } from '../http/context.ts';

const no = z.coerce.number().int().positive().max(2_147_483_647);
const numberList = (max: number) => z.string().trim().min(1).max(200)
  .transform((s) => s.split(',').map((x) => Number(x.trim())))
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(max));

const listQuery = z.object({
  productNo: no.optional(),
  optionNos: numberList(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const subscribeBody = z.object({
  optionNos: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100),
  privacyInfoAgreement: z.boolean().default(false),
  name: z.string().trim().max(40).nullish(),
  phone: z.string().trim().max(20).nullish(),
});

const deleteQuery = z.object({ restockNos: numberList(10) });

const bestQuery = z.object({
  period: z.enum(['WEEK', 'MONTH']).default('WEEK'),
  categoryNos: z.union([no, z.string().regex(/^\d+(,\d+)*$/)]).optional()
    .transform((v) => (v === undefined ? [] : String(v).split(',').map(Number))),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
  hasOptionValues: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  hasTotalCount: z.enum(['true', 'false']).optional(),
});

const restockedQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

export function registerRestockRoutes(app: Hono<AppEnv>): void {
  app.get('/products/restock', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    return c.json(await listRestock(c.get('deps').db, member.member_no, {
      productNo: q.productNo ?? null, optionNos: q.optionNos ?? [], pageNumber: q.pageNumber, pageSize: q.pageSize,
    }));
  });

  app.post('/products/restock', async (c) => {
    const body = await readJson(c, subscribeBody);
    const { db, now } = c.get('deps');
    await subscribeRestock(db, c.get('member') ?? null, {
      optionNos: body.optionNos, privacyInfoAgreement: body.privacyInfoAgreement, name: body.name ?? null, phone: body.phone ?? null,
    }, now());
    return c.body(null, 204);
  });

  app.delete('/products/restock', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, deleteQuery);
    const { db, now } = c.get('deps');
    await deleteRestock(db, member.member_no, q.restockNos, now());
    return c.body(null, 204);
  });

  app.get('/products/best-seller/search', async (c) => {
    const q = readQuery(c, bestQuery);
    const deps = c.get('deps');
    return c.json(await bestSellers(deps.db, q, deps.now(), {
      baseUrl: deps.baseUrl(), memberNo: c.get('member')?.member_no ?? null, withOptionValues: q.hasOptionValues, withReviewCount: true,
    }));
  });

  app.get('/products/restocked', async (c) => {
    const q = readQuery(c, restockedQuery);
    const deps = c.get('deps');
    return c.json(await restockedProducts(deps.db, q, deps.now(), {
      baseUrl: deps.baseUrl(), memberNo: c.get('member')?.member_no ?? null, withOptionValues: false, withReviewCount: true,
    }));
  });
}
