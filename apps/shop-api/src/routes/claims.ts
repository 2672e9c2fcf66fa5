// Claim requests, for members (/profile/…) and guests (/guest/… with a guestToken): cancel (whole
// order, one option, several options), return (one option or several), exchange, and the refund
// estimate before any of them (one option by query, several by body). Reads, withdraw and the
// refund account are claim-results.ts.
import type { Hono } from 'hono';
import { z } from 'zod';
import { pathNumber, readJson, readQuery, requireMember } from '../http/request.ts';
import { bankCodes, bankNames } from '../services/orders/banks.ts';
import { estimateClaim, requestExchange, requestReturns, type ClaimDetail, type ReturnRequest } from '../services/orders/claim-requests.ts';
import { cancelOrder, cancelOrderOption, cancelOrderOptions, ownedOption, type BankAccount, type ClaimActor, type ClaimReason } from '../services/orders/claims.ts';
import { claimPriceInfoView } from '../services/orders/refund-view.ts';
import { isDeliveryCompany } from '../services/orders/delivery-companies.ts';
import { requireGuestOrder } from './guest-orders.ts';
import { orderNoParam } from './orders.ts';
import type { AppContext, AppEnv } from '../http/context.ts';

export const reasonTypes = ['CHANGE_MIND', 'DEFECTIVE_PRODUCT', 'WRONG_DELIVERY', 'OUT_OF_STOCK_SYSTEM', 'CANCEL_BEFORE_PAY', 'WRONG_PRODUCT_DETAIL', 'DELAY_DELIVERY', 'OTHERS_SELLER', 'OTHERS_BUYER', 'OUT_OF_STOCK'] as const;

const MAX_INT = 2_147_483_647;
const text = (max: number) => z.string().trim().max(max);

export const bankAccountSchema = z.object({
  bank: z.enum(bankCodes),
  bankName: text(40).nullish(),
  bankAccount: z.string().trim().regex(/^[0-9-]{6,20}$/, '계좌번호'),
  bankDepositorName: text(40).min(1),
});

const addressSchema = z.object({
  receiverName: text(50).min(1),
  receiverZipCd: z.string().trim().regex(/^\d{5}$/, '우편번호'),
  receiverAddress: text(200).min(1),
  receiverDetailAddress: text(200).nullish(),
  receiverJibunAddress: text(200).nullish(),
  receiverContact1: z.string().trim().regex(/^[0-9-]{9,14}$/, '연락처'),
  receiverContact2: z.string().trim().max(14).nullish(),
  deliveryMemo: text(200).nullish(),
}).passthrough();

const claimFields = {
  claimType: z.enum(['CANCEL', 'RETURN', 'EXCHANGE']).nullish(),
  claimReasonType: z.enum(reasonTypes).nullish(),
  claimReasonDetail: text(1000).nullish(),
  responsibleObjectType: z.enum(['BUYER', 'SELLER']).nullish(),
  refundsImmediately: z.boolean().nullish(),
  saveBankAccountInfo: z.boolean().nullish(),
  bankAccountInfo: bankAccountSchema.nullish(),
  productCnt: z.number().int().min(1).max(999).nullish(),
  returnWayType: z.enum(['SELLER_COLLECT', 'BUYER_DIRECT_RETURN']).nullish(),
  deliveryCompanyType: z.string().refine(isDeliveryCompany, '택배사 코드').nullish(),
  invoiceNo: z.string().trim().regex(/^[0-9-]{8,20}$/, '송장번호').nullish(),
  claimImageUrls: z.array(z.string().url().max(2000)).max(5).nullish(),
  returnAddress: addressSchema.nullish(),
  exchangeAddress: addressSchema.nullish(),
};

const claimedProductOptions = z
  .array(z.object({ orderProductOptionNo: z.number().int().positive().max(MAX_INT), productCnt: z.number().int().min(1).max(999) }))
  .min(1)
  .max(100)
  .refine((l) => new Set(l.map((x) => x.orderProductOptionNo)).size === l.length, '같은 주문 상품이 두 번 있습니다');

const singleSchema = z.object(claimFields).nullish();
const multiSchema = z.object({ ...claimFields, claimedProductOptions });
const exchangeSchema = z.object({
  ...claimFields,
  productCnt: z.number().int().min(1).max(999),
  exchangeOption: z.object({
    productNo: z.number().int().positive().max(MAX_INT),
    optionNo: z.number().int().positive().max(MAX_INT),
    orderCnt: z.number().int().min(1).max(999),
    additionalProductNo: z.number().int().min(0).max(MAX_INT).nullish(),
    inputTexts: z.array(z.object({ inputLabel: text(100).nullish(), inputValue: text(500).nullish() })).max(10).nullish(),
  }),
});
const estimateQuery = z.object({
  claimType: z.enum(['CANCEL', 'RETURN', 'EXCHANGE']),
  claimReasonType: z.enum(reasonTypes),
  productCnt: z.coerce.number().int().min(1).max(999),
  responsibleObjectType: z.enum(['BUYER', 'SELLER']).optional(),
  returnWayType: z.enum(['SELLER_COLLECT', 'BUYER_DIRECT_RETURN']).optional(),
  exchangeOptionNo: z.coerce.number().int().positive().max(MAX_INT).optional(),
  exchangeProductNo: z.coerce.number().int().positive().max(MAX_INT).optional(),
  exchangeCnt: z.coerce.number().int().min(1).max(999).optional(),
});
const estimateBody = z.object({
  claimType: z.enum(['CANCEL', 'RETURN', 'EXCHANGE']),
  claimReasonType: z.enum(reasonTypes),
  responsibleObjectType: z.enum(['BUYER', 'SELLER']).nullish(),
  returnWayType: z.enum(['SELLER_COLLECT', 'BUYER_DIRECT_RETURN']).nullish(),
  productCnt: z.number().int().min(0).max(999).nullish(),
  claimedProductOptions,
});

type ClaimBody = Partial<z.infer<typeof multiSchema>>;

function reasonOf(body: ClaimBody, fallback = 'CHANGE_MIND'): ClaimReason {
  return { claimReasonType: body.claimReasonType ?? fallback, claimReasonDetail: body.claimReasonDetail || null, responsibleObjectType: body.responsibleObjectType ?? null };
}

function bankOf(body: ClaimBody): BankAccount | null {
  const b = body.bankAccountInfo;
  return b ? { bank: b.bank, bankName: b.bankName || (bankNames[b.bank] ?? null), bankAccount: b.bankAccount, bankDepositorName: b.bankDepositorName } : null;
}

function returnRequestOf(body: ClaimBody): ReturnRequest {
  const detail: ClaimDetail = {
    returnAddress: body.returnAddress ?? null,
    exchangeAddress: body.exchangeAddress ?? null,
    returnDelivery: body.invoiceNo || body.deliveryCompanyType ? { deliveryCompanyType: body.deliveryCompanyType ?? null, invoiceNo: body.invoiceNo ?? null } : null,
    claimImageUrls: body.claimImageUrls ?? [],
    refundBankAccount: bankOf(body),
  };
  return { reason: reasonOf(body), returnWayType: body.returnWayType ?? 'SELLER_COLLECT', detail };
}

function memberActor(c: AppContext): ClaimActor {
  return { memberNo: requireMember(c).member_no, guestOrderNo: null };
}

function guestActor(c: AppContext): ClaimActor {
  return { memberNo: null, guestOrderNo: requireGuestOrder(c, null) };
}

const wantedOf = (list: z.infer<typeof claimedProductOptions>) => list.map((o) => ({ orderOptionNo: o.orderProductOptionNo, cnt: o.productCnt }));

export function registerClaims(app: Hono<AppEnv>): void {
  for (const [prefix, actorOf] of [['/profile', memberActor], ['/guest', guestActor]] as const) {
    app.post(`${prefix}/orders/:orderNo/claims/cancel`, async (c) => {
      const actor = actorOf(c);
      const body = (await readJson(c, singleSchema)) ?? {};
      const deps = c.get('deps');
      await cancelOrder(deps.db, orderNoParam(c), actor, reasonOf(body), deps.now(), { bankAccount: bankOf(body) });
      return c.body(null, 204);
    });

    app.post(`${prefix}/order-options/:orderOptionNo/claims/cancel`, async (c) => {
      const actor = actorOf(c);
      const body = (await readJson(c, singleSchema)) ?? {};
      const deps = c.get('deps');
      return c.json(await cancelOrderOption(deps.db, pathNumber(c, 'orderOptionNo'), body.productCnt ?? null, actor, reasonOf(body), deps.now(), { bankAccount: bankOf(body) }));
    });

    app.post(`${prefix}/claims/cancel`, async (c) => {
      const actor = actorOf(c);
      const body = await readJson(c, multiSchema);
      const deps = c.get('deps');
      return c.json(await cancelOrderOptions(deps.db, wantedOf(body.claimedProductOptions), actor, reasonOf(body), deps.now(), { bankAccount: bankOf(body) }));
    });

    app.post(`${prefix}/order-options/:orderOptionNo/claims/return`, async (c) => {
      const actor = actorOf(c);
      const body = (await readJson(c, singleSchema)) ?? {};
      const deps = c.get('deps');
      const orderOptionNo = pathNumber(c, 'orderOptionNo');
      const cnt = body.productCnt ?? (await ownedOption(deps.db, orderOptionNo, actor)).option.order_cnt;
      return c.json(await requestReturns(deps.db, [{ orderOptionNo, cnt }], actor, returnRequestOf(body), deps.now()));
    });

    app.post(`${prefix}/claims/return`, async (c) => {
      const actor = actorOf(c);
      const body = await readJson(c, multiSchema);
      const deps = c.get('deps');
      return c.json(await requestReturns(deps.db, wantedOf(body.claimedProductOptions), actor, returnRequestOf(body), deps.now()));
    });

    app.post(`${prefix}/order-options/:orderOptionNo/claims/exchange`, async (c) => {
      const actor = actorOf(c);
      const body = await readJson(c, exchangeSchema);
      const deps = c.get('deps');
      const x = body.exchangeOption;
      const inputs = (x.inputTexts ?? []).map((i) => ({ inputLabel: i.inputLabel ?? '', inputValue: i.inputValue ?? '' }));
      const exchange = { productNo: x.productNo, optionNo: x.optionNo, orderCnt: x.orderCnt, inputs };
      return c.json(await requestExchange(deps.db, pathNumber(c, 'orderOptionNo'), body.productCnt, exchange, actor, returnRequestOf(body), deps.now(), deps.baseUrl()));
    });

    app.get(`${prefix}/order-options/:orderOptionNo/claims/estimate`, async (c) => {
      const actor = actorOf(c);
      const q = readQuery(c, estimateQuery);
      const deps = c.get('deps');
      const reason = { claimReasonType: q.claimReasonType, claimReasonDetail: null, responsibleObjectType: q.responsibleObjectType ?? null };
      const estimate = await estimateClaim(deps.db, [{ orderOptionNo: pathNumber(c, 'orderOptionNo'), cnt: q.productCnt }], q.claimType, reason, actor);
      return c.json(estimateView(estimate));
    });

    app.post(`${prefix}/claims/estimate`, async (c) => {
      const actor = actorOf(c);
      const body = await readJson(c, estimateBody);
      const deps = c.get('deps');
      const reason = { claimReasonType: body.claimReasonType, claimReasonDetail: null, responsibleObjectType: body.responsibleObjectType ?? null };
      const estimate = await estimateClaim(deps.db, wantedOf(body.claimedProductOptions), body.claimType, reason, actor);
      return c.json(estimateView(estimate));
    });
  }
}

function estimateView(estimate: Awaited<ReturnType<typeof estimateClaim>>) {
  // The estimate is the claim price of a claim not written yet: the same view over the same numbers.
  const pseudoClaim = {
    claim_no: 0, order_no: estimate.order.order_no, claim_type: estimate.kind, claim_status: 'ESTIMATE', claim_reason_type: '', claim_reason_detail: null,
    items_json: '[]', refund_amt: estimate.refund, restored_accumulation_amt: 0, created_at: '', refund_json: JSON.stringify(estimate.breakdown), updated_at: null,
    responsible_object_type: estimate.sellerFault ? 'SELLER' : 'BUYER', return_way_type: null, approved_at: null, collected_at: null, completed_at: null, withdrawn_at: null, detail_json: null,
  };
  return claimPriceInfoView(estimate.order, pseudoClaim);
}
