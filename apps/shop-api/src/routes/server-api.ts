// The server API for the shop's own back office (POS sync, admin screens), under /server/* with the
// `systemKey` header: products and stock, orders by status, and the order's delivery steps.
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ShopDb } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { parseJson, toYmdt } from '../http/json.ts';
import { pathNumber, readJson, readQuery } from '../http/request.ts';
import { requireSystemKey } from '../http/system-key.ts';
import { isDeliveryCompany } from '../services/orders/delivery-companies.ts';
import { advanceOrderStatus } from '../services/orders/order-status.ts';
import { orderAmount, orderErrors, orderStatuses, type OrderOptionRow, type Orderer, type OrderRow, type ShippingAddress } from '../services/orders/orders.ts';
import { createServerProduct, serverProductView, updateServerProduct } from '../services/catalogue/server-products.ts';
import { STOCK_BATCH_MAX, adjustStock, adjustStockBatch } from '../services/catalogue/stock.ts';
import { orderNoParam } from './orders.ts';

const MAX_INT = 2_147_483_647;
const won = z.number().int().min(0).max(100_000_000);
const label = z.string().trim().min(1).max(100);

const optionSchema = z.object({
  optionNo: z.number().int().positive().max(MAX_INT).nullish(),
  values: z.array(label).max(4),
  addPrice: z.number().int().min(-100_000_000).max(100_000_000),
  stockCnt: z.number().int().min(0).max(1_000_000).nullish(),
  managementCd: z.string().trim().max(100).nullish(),
  forcedSoldOut: z.boolean().nullish(),
});

const productFields = {
  productName: z.string().trim().min(1).max(200),
  content: z.string().max(100_000),
  brandNo: z.number().int().positive().max(MAX_INT).nullable(),
  salePrice: won,
  immediateDiscountAmt: won,
  additionDiscountAmt: won,
  saleStatus: z.enum(['READY', 'ONSALE', 'FINISHED', 'STOP', 'PROHIBITION']),
  display: z.boolean(),
  optionLabels: z.array(label).max(4),
  deliveryConditionType: z.enum(['FREE', 'CONDITIONAL', 'FIXED_FEE']),
  deliveryAmt: won,
  aboveDeliveryAmt: won,
  returnDeliveryAmt: won,
  accumulationRate: z.number().int().min(0).max(100),
  imageUrls: z.array(z.string().max(2000)).max(20),
  categoryNos: z.array(z.number().int().positive().max(MAX_INT)).max(20),
};

const createSchema = z.object(productFields).partial().extend({
  productName: productFields.productName,
  salePrice: productFields.salePrice,
  options: z.array(optionSchema).min(1).max(200),
});
const updateSchema = z.object(productFields).partial().extend({ options: z.array(optionSchema).max(200).optional() });

const adjustmentSchema = z.object({
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
  optionNo: z.number().int().positive().max(MAX_INT),
  delta: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0, '0이 아닌 수'),
  reason: z.string().trim().max(200).nullish(),
  allowNegative: z.boolean().nullish(),
});

const batchSchema = z.object({
  adjustments: z
    .array(adjustmentSchema.extend({ idempotencyKey: z.string().trim().min(8).max(100) }))
    .min(1)
    .max(STOCK_BATCH_MAX),
});

/** "100301,100302" → [100301, 100302]; the back office asks for orders holding given products. */
const productNoList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, '상품번호 목록')
  .transform((v) => v.split(',').map(Number))
  .refine((nos) => nos.every((n) => n > 0 && n <= MAX_INT), '상품번호');

const ordersQuery = z.object({
  orderStatusType: z.enum(orderStatuses).optional(),
  /** Only orders with a line of one of these products (custom production lists). */
  productNos: productNoList.optional(),
  /** true: only orders whose payment went through. */
  paid: z.enum(['true', 'false']).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const transitionSchema = z.object({
  orderStatusType: z.enum(['PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE']),
  orderOptionNos: z.array(z.number().int().positive().max(MAX_INT)).min(1).max(200).nullish(),
  deliveryCompanyType: z.string().refine(isDeliveryCompany, '택배사 코드').nullish(),
  invoiceNo: z.string().trim().regex(/^[0-9-]{8,20}$/, '송장번호').nullish(),
});

function optionLine(o: OrderOptionRow) {
  return {
    orderOptionNo: o.order_option_no,
    productNo: o.product_no,
    optionNo: o.option_no,
    productName: o.product_name,
    optionName: o.option_name,
    optionValue: o.option_value,
    orderCnt: o.order_cnt,
    buyAmt: o.buy_amt,
    orderStatusType: o.order_status,
    claimStatusType: o.claim_status,
    deliveryCompanyType: o.delivery_company,
    invoiceNo: o.invoice_no,
    // Back-office production and partner exports read the design reference, picture and unit prices.
    optionInputs: parseJson<Array<{ inputLabel: string; inputValue: string }>>(o.option_inputs_json, []).map((i) => ({ inputLabel: i.inputLabel, inputValue: i.inputValue })),
    imageUrl: o.image_url,
    salePrice: o.sale_price,
    addPrice: o.add_price,
    immediateDiscountAmt: o.immediate_discount_amt,
  };
}

/** Orderer and receiver as the back office needs them (production sheets, partner exports). */
function orderContacts(o: OrderRow) {
  const orderer = parseJson<Partial<Orderer>>(o.orderer_json, {});
  const shipping = parseJson<Partial<ShippingAddress>>(o.shipping_json, {});
  return {
    orderer: { ordererName: orderer.ordererName ?? '', ordererContact1: orderer.ordererContact1 ?? '', ordererEmail: orderer.ordererEmail ?? null },
    shippingAddress: {
      receiverName: shipping.receiverName ?? '',
      receiverZipCd: shipping.receiverZipCd ?? '',
      receiverAddress: shipping.receiverAddress ?? '',
      receiverDetailAddress: shipping.receiverDetailAddress ?? '',
      receiverContact1: shipping.receiverContact1 ?? '',
    },
  };
}

async function memberIdsOf(db: Kysely<ShopDb>, orders: readonly OrderRow[]): Promise<Map<number, string>> {
  const nos = [...new Set(orders.map((o) => o.member_no).filter((n): n is number => n !== null))];
  if (nos.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['member_no', 'member_id']).where('member_no', 'in', nos).execute();
  return new Map(rows.map((r) => [r.member_no, r.member_id]));
}

export function registerServerApi(app: Hono<AppEnv>): void {
  app.use('/server/*', requireSystemKey);

  app.post('/server/products', async (c) => {
    const body = await readJson(c, createSchema);
    const deps = c.get('deps');
    const productNo = await createServerProduct(deps.db, body, deps.now());
    return c.json(await serverProductView(deps.db, productNo), 201);
  });

  app.get('/server/products/:productNo', async (c) => c.json(await serverProductView(c.get('deps').db, pathNumber(c, 'productNo'))));

  app.put('/server/products/:productNo', async (c) => {
    const productNo = pathNumber(c, 'productNo');
    const body = await readJson(c, updateSchema);
    const deps = c.get('deps');
    await updateServerProduct(deps.db, productNo, body, deps.now());
    return c.json(await serverProductView(deps.db, productNo));
  });

  app.post('/server/stock-adjustments', async (c) => {
    const body = await readJson(c, adjustmentSchema);
    const key = body.idempotencyKey ?? c.req.header('Idempotency-Key');
    if (!key || key.length < 8 || key.length > 100) throw new ApiError(400, 'S2004', '멱등 키(idempotencyKey 또는 Idempotency-Key 헤더, 8~100자)가 필요합니다.');
    const deps = c.get('deps');
    const result = await adjustStock(deps.db, { idempotencyKey: key, optionNo: body.optionNo, delta: body.delta, reason: body.reason ?? null, allowNegative: body.allowNegative ?? false }, deps.now());
    return c.json(result);
  });

  // Many adjustments in one call and one transaction (the POS server's netted stock pushes): each
  // item keeps its own idempotency key and answers what the single call would, in request order.
  app.post('/server/stock-adjustments/batch', async (c) => {
    const body = await readJson(c, batchSchema);
    const deps = c.get('deps');
    const requests = body.adjustments.map((a) => ({ idempotencyKey: a.idempotencyKey, optionNo: a.optionNo, delta: a.delta, reason: a.reason ?? null, allowNegative: a.allowNegative ?? false }));
    return c.json({ results: await adjustStockBatch(deps.db, requests, deps.now()) });
  });

  app.get('/server/orders', async (c) => {
    const q = readQuery(c, ordersQuery);
    const db = c.get('deps').db;
    let base = db.selectFrom('orders');
    if (q.orderStatusType) {
      const status = q.orderStatusType;
      base = base.where(({ exists, selectFrom }) =>
        exists(selectFrom('order_options').select('order_options.order_option_no').whereRef('order_options.order_no', '=', 'orders.order_no').where('order_options.order_status', '=', status)),
      );
    }
    if (q.productNos) {
      const productNos = q.productNos;
      base = base.where(({ exists, selectFrom }) =>
        exists(selectFrom('order_options').select('order_options.order_option_no').whereRef('order_options.order_no', '=', 'orders.order_no').where('order_options.product_no', 'in', productNos)),
      );
    }
    if (q.paid === 'true') base = base.where('orders.paid_at', 'is not', null);
    if (q.paid === 'false') base = base.where('orders.paid_at', 'is', null);
    const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const orders = await base.selectAll('orders').orderBy('order_ymdt', 'desc').orderBy('order_no', 'desc').limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute();
    const nos = orders.map((o) => o.order_no);
    const options = nos.length > 0 ? await db.selectFrom('order_options').selectAll().where('order_no', 'in', nos).orderBy('order_option_no').execute() : [];
    const memberIds = await memberIdsOf(db, orders);
    return c.json({
      totalCount: Number(count?.n ?? 0),
      items: orders.map((o) => ({
        orderNo: o.order_no,
        orderYmdt: toYmdt(o.order_ymdt),
        memberNo: o.member_no,
        payType: o.pay_type,
        payAmt: orderAmount(o.last_amount_json).payAmt,
        paid: o.paid_at !== null,
        orderOptions: options.filter((x) => x.order_no === o.order_no).map(optionLine),
        memberId: o.member_no === null ? null : (memberIds.get(o.member_no) ?? null),
        ...orderContacts(o),
      })),
    });
  });

  app.get('/server/orders/:orderNo', async (c) => {
    const orderNo = orderNoParam(c);
    const db = c.get('deps').db;
    const order = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (!order) throw orderErrors.notFound();
    const options = await db.selectFrom('order_options').selectAll().where('order_no', '=', orderNo).orderBy('order_option_no').execute();
    const memberIds = await memberIdsOf(db, [order]);
    return c.json({
      orderNo: order.order_no,
      orderYmdt: toYmdt(order.order_ymdt),
      memberNo: order.member_no,
      payType: order.pay_type,
      payAmt: orderAmount(order.last_amount_json).payAmt,
      paid: order.paid_at !== null,
      orderOptions: options.map(optionLine),
      memberId: order.member_no === null ? null : (memberIds.get(order.member_no) ?? null),
      ...orderContacts(order),
    });
  });

  app.put('/server/orders/:orderNo/status', async (c) => {
    const orderNo = orderNoParam(c);
    const body = await readJson(c, transitionSchema);
    const deps = c.get('deps');
    const lines = await advanceOrderStatus(
      deps.db,
      orderNo,
      { to: body.orderStatusType, orderOptionNos: body.orderOptionNos ?? null, deliveryCompanyType: body.deliveryCompanyType ?? null, invoiceNo: body.invoiceNo ?? null },
      deps.now(),
    );
    return c.json({ orderNo, orderOptions: lines.map(optionLine) });
  });
}
