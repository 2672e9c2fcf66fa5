// Member cart: GET/POST/PUT/DELETE /cart, /cart/count, /cart/calculate. Adding the same option
// with the same inputs raises the quantity; lines that can no longer be bought stay in the cart
// and are reported through validInfo / invalidProducts instead of failing the whole cart.
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ShopDb } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { parseJson } from '../http/json.ts';
import { readJson, readQuery, requireMember } from '../http/request.ts';
import { cartPriceView, cartView } from '../services/checkout/cart-view.ts';
import { groupDeliveries } from '../services/checkout/delivery.ts';
import { loadAndPriceLines, sameOptionInputs, type LineRequest, type OptionInputValue, type PricedLine } from '../services/checkout/pricing.ts';

const MAX_INT = 2_147_483_647;
export const MAX_CART_LINES = 100;

export const numberSchema = z.number().int().positive().max(MAX_INT);
export const orderCntSchema = z.number().int().min(1).max(999);
export const optionInputSchema = z.object({
  inputNo: z.number().int().min(0).max(MAX_INT).nullish(),
  inputLabel: z.string().trim().min(1).max(100),
  inputValue: z.string().max(2000),
  required: z.boolean().nullish(),
});
export const optionInputsSchema = z.array(optionInputSchema).max(20).nullish().transform((v): OptionInputValue[] =>
  (v ?? []).map((i) => ({ inputNo: i.inputNo ?? null, inputLabel: i.inputLabel, inputValue: i.inputValue })),
);
export const numberListSchema = z
  .string()
  .regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/, '쉼표로 구분한 번호')
  .transform((s) => s.split(',').map((n) => Number(n.trim())))
  .refine((list) => list.every((n) => n > 0 && n <= MAX_INT) && list.length <= 200, '번호 범위');
export const booleanQuery = z.enum(['true', 'false']).optional().transform((v) => v === 'true');

const addSchema = z
  .array(z.object({ productNo: numberSchema, optionNo: numberSchema, orderCnt: orderCntSchema, optionInputs: optionInputsSchema, channelType: z.string().max(50).nullish() }))
  .min(1)
  .max(MAX_CART_LINES);
const updateSchema = z.array(z.object({ cartNo: numberSchema, orderCnt: orderCntSchema, optionInputs: optionInputsSchema })).min(1).max(MAX_CART_LINES);
const listQuery = z.object({ divideInvalidProducts: booleanQuery });
const deleteQuery = z.object({ cartNo: numberListSchema });
const calculateQuery = z.object({ cartNo: numberListSchema.optional(), divideInvalidProducts: booleanQuery });

export const cartErrors = {
  notFound: () => new ApiError(404, 'O1010', '장바구니 상품을 찾을 수 없습니다.'),
  full: () => new ApiError(400, 'O1011', `장바구니에는 최대 ${MAX_CART_LINES}개의 상품을 담을 수 있습니다.`),
};

async function memberLines(db: Kysely<ShopDb>, memberNo: number, cartNos?: number[]): Promise<LineRequest[]> {
  let q = db.selectFrom('cart_items').selectAll().where('member_no', '=', memberNo);
  if (cartNos) q = q.where('cart_no', 'in', cartNos.length > 0 ? cartNos : [0]);
  const rows = await q.orderBy('cart_no').execute();
  return rows.map((r) => ({
    cartNo: r.cart_no,
    productNo: r.product_no,
    optionNo: r.option_no,
    orderCnt: r.order_cnt,
    optionInputs: parseJson<OptionInputValue[]>(r.option_inputs_json, []),
  }));
}

async function cartCount(db: Kysely<ShopDb>, memberNo: number): Promise<number> {
  const row = await db.selectFrom('cart_items').select((eb) => eb.fn.countAll().as('n')).where('member_no', '=', memberNo).executeTakeFirst();
  return Number(row?.n ?? 0);
}

function pricingContext(c: AppContext) {
  const deps = c.get('deps');
  return { now: deps.now(), member: c.get('member') !== null, baseUrl: deps.baseUrl() };
}

/** A line a shopper is putting in the cart must exist and be on sale; return its first problem. */
function refuseUnbuyable(lines: PricedLine[], allowed: ReadonlyArray<string> = []): void {
  for (const line of lines) {
    if (line.error && !allowed.includes(line.error.kind)) throw new ApiError(400, line.error.code, line.error.message);
  }
}

export function registerCart(app: Hono<AppEnv>): void {
  app.get('/cart', async (c) => {
    const member = requireMember(c);
    const { divideInvalidProducts } = readQuery(c, listQuery);
    const deps = c.get('deps');
    const lines = await loadAndPriceLines(deps.db, await memberLines(deps.db, member.member_no), pricingContext(c));
    return c.json(cartView(lines, groupDeliveries(lines), divideInvalidProducts, { errorCodeAsObject: false }));
  });

  app.get('/cart/count', async (c) => {
    const member = requireMember(c);
    return c.json({ count: await cartCount(c.get('deps').db, member.member_no), countByGroupId: null });
  });

  app.get('/cart/calculate', async (c) => {
    const member = requireMember(c);
    const { cartNo } = readQuery(c, calculateQuery);
    const deps = c.get('deps');
    const lines = await loadAndPriceLines(deps.db, await memberLines(deps.db, member.member_no, cartNo), pricingContext(c));
    return c.json(cartPriceView(lines, groupDeliveries(lines)));
  });

  app.post('/cart', async (c) => {
    const member = requireMember(c);
    const items = await readJson(c, addSchema);
    const deps = c.get('deps');
    const now = deps.now().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      const existing = await memberLines(trx, member.member_no);
      const merged = existing.map((l) => ({ ...l }));
      const added: LineRequest[] = [];
      for (const item of items) {
        const same = merged.find((l) => l.optionNo === item.optionNo && l.productNo === item.productNo && sameOptionInputs(l.optionInputs, item.optionInputs));
        if (same) same.orderCnt += item.orderCnt;
        else {
          const line: LineRequest = { cartNo: null, productNo: item.productNo, optionNo: item.optionNo, orderCnt: item.orderCnt, optionInputs: item.optionInputs };
          merged.push(line);
          added.push(line);
        }
      }
      if (merged.length > MAX_CART_LINES) throw cartErrors.full();
      const priced = await loadAndPriceLines(trx, merged, pricingContext(c));
      // Only the lines touched now must be buyable; older lines that went bad stay as they are.
      const touched = priced.filter((p) => items.some((i) => i.optionNo === p.request.optionNo && i.productNo === p.request.productNo));
      refuseUnbuyable(touched, ['UNDER_MIN_BUY', 'OVER_MAX_BUY', 'INPUT_REQUIRED']);
      for (const line of merged) {
        if (line.orderCnt > 999) throw new ApiError(400, 'O1012', '한 상품은 999개까지 담을 수 있습니다.');
        if (line.cartNo !== null) {
          const before = existing.find((e) => e.cartNo === line.cartNo);
          if (before && before.orderCnt !== line.orderCnt) {
            await trx.updateTable('cart_items').set({ order_cnt: line.orderCnt }).where('cart_no', '=', line.cartNo).execute();
          }
        }
      }
      for (const line of added) {
        const channelType = items.find((i) => i.optionNo === line.optionNo)?.channelType ?? null;
        await trx
          .insertInto('cart_items')
          .values({
            member_no: member.member_no,
            product_no: line.productNo,
            option_no: line.optionNo,
            order_cnt: line.orderCnt,
            option_inputs_json: JSON.stringify(line.optionInputs),
            channel_type: channelType,
            created_at: now,
          })
          .execute();
      }
    });
    return c.json({ count: await cartCount(deps.db, member.member_no), countByGroupId: null });
  });

  app.put('/cart', async (c) => {
    const member = requireMember(c);
    const updates = await readJson(c, updateSchema);
    const deps = c.get('deps');
    await deps.db.transaction().execute(async (trx) => {
      const lines = await memberLines(trx, member.member_no);
      for (const u of updates) {
        const line = lines.find((l) => l.cartNo === u.cartNo);
        if (!line) throw cartErrors.notFound();
        line.orderCnt = u.orderCnt;
        line.optionInputs = u.optionInputs;
      }
      const priced = await loadAndPriceLines(trx, lines, pricingContext(c));
      const changed = priced.filter((p) => updates.some((u) => u.cartNo === p.request.cartNo));
      refuseUnbuyable(changed.filter((p) => p.error?.kind === 'OVER_STOCK'));
      for (const u of updates) {
        await trx
          .updateTable('cart_items')
          .set({ order_cnt: u.orderCnt, option_inputs_json: JSON.stringify(u.optionInputs) })
          .where('cart_no', '=', u.cartNo)
          .where('member_no', '=', member.member_no)
          .execute();
      }
    });
    return c.body(null, 204);
  });

  app.delete('/cart', async (c) => {
    const member = requireMember(c);
    const { cartNo } = readQuery(c, deleteQuery);
    const deps = c.get('deps');
    await deps.db.deleteFrom('cart_items').where('member_no', '=', member.member_no).where('cart_no', 'in', cartNo).execute();
    return c.json({ count: await cartCount(deps.db, member.member_no), countByGroupId: null });
  });
}

/** Cart lines a member named, for order sheets (lines of other members are ignored). */
export async function cartLinesOf(db: Kysely<ShopDb>, memberNo: number, cartNos: number[]): Promise<LineRequest[]> {
  return memberLines(db, memberNo, cartNos);
}
