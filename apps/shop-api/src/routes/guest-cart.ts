// POST /guest/cart: the guest cart lives in the browser; the platform only prices it, with the
// same delivery groups and validity rules as the member cart. Unknown lines come back invalid.
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJson, readQuery } from '../http/request.ts';
import { cartView } from '../services/checkout/cart-view.ts';
import { groupDeliveries } from '../services/checkout/delivery.ts';
import { loadAndPriceLines } from '../services/checkout/pricing.ts';
import { MAX_CART_LINES } from '../services/checkout/cart.ts';
import { booleanQuery, numberSchema, optionInputsSchema, orderCntSchema } from './cart.ts';
import type { AppEnv } from '../http/context.ts';

const guestCartSchema = z
  .array(
    z.object({
      cartNo: z.number().int().min(0).max(2_147_483_647),
      productNo: numberSchema,
      optionNo: numberSchema,
      orderCnt: orderCntSchema,
      optionInputs: optionInputsSchema,
      channelType: z.string().max(50).nullish(),
    }),
  )
  .max(MAX_CART_LINES);

export function registerGuestCart(app: Hono<AppEnv>): void {
  app.post('/guest/cart', async (c) => {
    const { divideInvalidProducts } = readQuery(c, z.object({ divideInvalidProducts: booleanQuery }));
    const items = await readJson(c, guestCartSchema);
    const deps = c.get('deps');
    const lines = await loadAndPriceLines(
      deps.db,
      items.map((i) => ({ cartNo: i.cartNo, productNo: i.productNo, optionNo: i.optionNo, orderCnt: i.orderCnt, optionInputs: i.optionInputs })),
      { now: deps.now(), member: c.get('member') !== null, baseUrl: deps.baseUrl() },
    );
    return c.json(cartView(lines, groupDeliveries(lines), divideInvalidProducts, { errorCodeAsObject: false, productOptionType: true }));
  });
}
