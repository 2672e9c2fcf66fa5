// Member cart: GET/POST/PUT/DELETE /cart, /cart/count, /cart/calculate. Adding the same option
// with the same inputs raises the quantity; lines that can no longer be bought stay in the cart
// and are reported through validInfo / invalidProducts instead of failing the whole cart.
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJson, readQuery, requireMember } from '../http/request.ts';
import { addToCart, cartCount, changeCart, MAX_CART_LINES, pricedCart, removeFromCart } from '../services/checkout/cart.ts';
import { cartPriceView, cartView } from '../services/checkout/cart-view.ts';
import { groupDeliveries } from '../services/checkout/delivery.ts';
import type { OptionInputValue } from '../services/checkout/pricing.ts';
import type { AppContext, AppEnv } from '../http/context.ts';

const MAX_INT = 2_147_483_647;
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

function pricingContext(c: AppContext) {
  const deps = c.get('deps');
  return { now: deps.now(), member: c.get('member') !== null, baseUrl: deps.baseUrl() };
}

export function registerCart(app: Hono<AppEnv>): void {
  app.get('/cart', async (c) => {
    const member = requireMember(c);
    const { divideInvalidProducts } = readQuery(c, listQuery);
    const lines = await pricedCart(c.get('deps').db, member.member_no, pricingContext(c));
    return c.json(cartView(lines, groupDeliveries(lines), divideInvalidProducts, { errorCodeAsObject: false }));
  });

  app.get('/cart/count', async (c) => {
    const member = requireMember(c);
    return c.json({ count: await cartCount(c.get('deps').db, member.member_no), countByGroupId: null });
  });

  app.get('/cart/calculate', async (c) => {
    const member = requireMember(c);
    const { cartNo } = readQuery(c, calculateQuery);
    const lines = await pricedCart(c.get('deps').db, member.member_no, pricingContext(c), cartNo);
    return c.json(cartPriceView(lines, groupDeliveries(lines)));
  });

  app.post('/cart', async (c) => {
    const member = requireMember(c);
    const items = await readJson(c, addSchema);
    const { db } = c.get('deps');
    await addToCart(db, member.member_no, items, pricingContext(c));
    return c.json({ count: await cartCount(db, member.member_no), countByGroupId: null });
  });

  app.put('/cart', async (c) => {
    const member = requireMember(c);
    const updates = await readJson(c, updateSchema);
    await changeCart(c.get('deps').db, member.member_no, updates, pricingContext(c));
    return c.body(null, 204);
  });

  app.delete('/cart', async (c) => {
    const member = requireMember(c);
    const { cartNo } = readQuery(c, deleteQuery);
    const { db } = c.get('deps');
    await removeFromCart(db, member.member_no, cartNo);
    return c.json({ count: await cartCount(db, member.member_no), countByGroupId: null });
  });
}
