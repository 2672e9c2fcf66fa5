// The server API for the shop's own back office (POS sync, admin screens), under /server/* with the
// `systemKey` header: products and stock, orders by status, and the order's delivery steps.
import type { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_STATUS_TYPES } from '@courtside/core/constants';
import { statusOf } from '../http/api-error.ts';
import { pathNumber, readJson, readQuery } from '../http/request.ts';
import { requireSystemKey } from '../http/system-key.ts';
import { isDeliveryCompany } from '../services/orders/delivery-companies.ts';
import { advanceOrderStatus } from '../services/orders/order-status.ts';
import { orderAmount, type OrderOptionRow, type Orderer, type OrderRow, type ShippingAddress } from '../services/orders/orders.ts';
import { listServerOrders, loadServerOrder, type ServerOrder } from '../services/orders/server-orders.ts';
import { createServerProduct, serverProductView, updateServerProduct } from '../services/catalogue/server-products.ts';
import { STOCK_BATCH_MAX, adjustStock, adjustStockBatch } from '../services/catalogue/stock.ts';
import { orderNoParam } from './orders.ts';
import { depositOrder } from '../services/checkout/payments.ts';
import { DomainError } from '../domain/errors.ts';
import { parseJson } from '../domain/json-columns.ts';
import { toYmdt } from '../domain/kst-time.ts';
import type { AppEnv } from '../http/context.ts';
import { requestHeader } from '../http/node-request.ts';

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
  orderStatusType: z.enum(ORDER_STATUS_TYPES).optional(),
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

/** One order as the back office reads it, in the list and on its own. */
function serverOrderView({ order, options, memberId }: ServerOrder) {
  return {
    orderNo: order.order_no,
    orderYmdt: toYmdt(order.order_ymdt),
    memberNo: order.member_no,
    payType: order.pay_type,
    payAmt: orderAmount(order.last_amount_json).payAmt,
    paid: order.paid_at !== null,
    orderOptions: options.map(optionLine),
    memberId,
    ...orderContacts(order),
  };
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
    const key = body.idempotencyKey ?? requestHeader(c, 'idempotency-key');
    if (!key || key.length < 8 || key.length > 100) throw new DomainError('invalid', 'S2004', '멱등 키(idempotencyKey 또는 Idempotency-Key 헤더, 8~100자)가 필요합니다.');
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
    const results = await adjustStockBatch(deps.db, requests, deps.now());
    // A refused item answers the status, code and message its single call would have.
    return c.json({ results: results.map((r) => ('error' in r ? { ...r, error: { status: statusOf(r.error), code: r.error.code, message: r.error.message } } : r)) });
  });

  app.get('/server/orders', async (c) => {
    const q = readQuery(c, ordersQuery);
    const paid = q.paid === undefined ? undefined : q.paid === 'true';
    const { totalCount, items } = await listServerOrders(c.get('deps').db, { orderStatusType: q.orderStatusType, productNos: q.productNos, paid, pageNumber: q.pageNumber, pageSize: q.pageSize });
    return c.json({ totalCount, items: items.map(serverOrderView) });
  });

  app.get('/server/orders/:orderNo', async (c) => c.json(serverOrderView(await loadServerOrder(c.get('deps').db, orderNoParam(c)))));

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

  // 입금 확인: the shop's back office records a virtual account's deposit (as the bank's notice to the
  // PG would); the order is paid and a 현금영수증 asked for it is issued. Repeating it changes nothing.
  app.post('/server/orders/:orderNo/deposit', async (c) => {
    const orderNo = orderNoParam(c);
    const deps = c.get('deps');
    return c.json(await depositOrder(deps.db, orderNo, { now: deps.now(), baseUrl: deps.baseUrl() }));
  });
}
