// Order sheets: POST /order-sheets, GET /order-sheets/{no}, POST /order-sheets/{no}/calculate.
// Guests may make and read a sheet without a token; a member's sheet is theirs alone.
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJson } from '../http/request.ts';
import { orderProductsView, deliveryGroupView } from '../services/checkout/cart-view.ts';
import { sheetLinesFromCart } from '../services/checkout/cart.ts';
import { paymentInfoView, promotionSummary, sheetAddress } from '../services/checkout/order-sheet-view.ts';
import type { AmountInputs, SheetAmounts } from '../services/checkout/order-sheet-amounts.ts';
import {
  computeSheet,
  computeStoredSheet,
  createOrderSheet,
  loadSheetFor,
  MAX_SHEET_LINES,
  saveCalculation,
  type AddressRequest,
} from '../services/checkout/order-sheets.ts';
import { availablePayTypes, payTypeOffers } from '../services/checkout/pay-types.ts';
import { numberSchema, optionInputsSchema, orderCntSchema } from './cart.ts';
import type { MemberRow } from '../domain/member.ts';
import type { AppContext, AppEnv } from '../http/context.ts';

const productCouponsSchema = z.array(z.object({ productNo: numberSchema, couponIssueNo: numberSchema })).max(MAX_SHEET_LINES).nullish().transform((v) => v ?? []);
const text = (max: number) => z.string().max(max).nullish().transform((v) => v ?? null);

const createSchema = z.object({
  products: z.array(z.object({ productNo: numberSchema, optionNo: numberSchema, orderCnt: orderCntSchema, optionInputs: optionInputsSchema })).max(MAX_SHEET_LINES).nullish(),
  cartNos: z.array(numberSchema).max(MAX_SHEET_LINES).nullish(),
  productCoupons: productCouponsSchema,
  trackingKey: text(200),
  channelType: text(50),
});

const calculateSchema = z
  .object({
    accumulationUseAmt: z.number().int().min(0).max(1_000_000_000).nullish(),
    addressRequest: z
      .object({
        receiverZipCd: text(10),
        receiverAddress: text(300),
        receiverJibunAddress: text(300),
        receiverDetailAddress: text(300),
        receiverName: text(100),
        receiverContact1: text(30),
        countryCd: text(10),
        addressType: text(20),
      })
      .nullish(),
    couponRequest: z
      .object({
        productCoupons: productCouponsSchema,
        // The platform sends 0 for "no cart coupon".
        cartCouponIssueNo: z.number().int().min(0).max(2_147_483_647).nullish(),
        promotionCode: text(100),
      })
      .nullish(),
  })
  .nullish();

export const sheetNoParam = (c: AppContext) => c.req.param('orderSheetNo') ?? '';

function appliedCouponsView(amounts: SheetAmounts) {
  return {
    productCoupons: amounts.productCoupons.map((c) => ({ productNo: c.productNo, couponIssueNo: c.couponIssueNo, couponApplied: true })),
    cartCouponIssueNo: amounts.cartCouponIssueNo,
    cartCouponApplied: amounts.cartCouponIssueNo !== null,
    promotionCode: null,
  };
}

function deliveryGroupsView(amounts: SheetAmounts) {
  const opts = { errorCodeAsObject: true };
  return amounts.groups.map((g) => deliveryGroupView(g, g.lines, opts));
}

const termsInfos = [
  { termsNo: 1, termsType: 'PI_COLLECTION_AND_USE_ON_ORDER', termsName: '개인정보 수집 및 이용 동의', contents: '주문, 배송, 고객 상담을 위해 이름, 연락처, 주소를 수집하며 관련 법령이 정한 기간 동안 보관합니다.', required: true },
  { termsNo: 2, termsType: 'ORDER_INFO_AGREE', termsName: '주문 상품 정보 동의', contents: '주문할 상품의 상품명, 가격, 배송 정보를 확인하였으며 구매에 동의합니다.', required: true },
];

function ordererContact(member: MemberRow | null) {
  return {
    ordererName: member?.member_name ?? '',
    ordererContact1: member?.mobile_no ?? '',
    ordererContact2: '',
    ordererEmail: member?.email ?? '',
    ordererMobileCountryCd: '82',
  };
}

export function registerOrderSheets(app: Hono<AppEnv>): void {
  app.post('/order-sheets', async (c) => {
    const body = await readJson(c, createSchema);
    const member = c.get('member');
    const deps = c.get('deps');
    const cartNos = body.cartNos ?? [];
    const lines = await sheetLinesFromCart(deps.db, member?.member_no ?? null, body.products ?? [], cartNos);
    const orderSheetNo = await createOrderSheet(deps.db, {
      memberNo: member?.member_no ?? null,
      lines,
      cartNos,
      productCoupons: body.productCoupons,
      ctx: { now: deps.now(), baseUrl: deps.baseUrl() },
    });
    return c.json({ orderSheetNo });
  });

  app.get('/order-sheets/:orderSheetNo', async (c) => {
    const deps = c.get('deps');
    const member = c.get('member');
    const now = deps.now();
    const sheet = await loadSheetFor(deps.db, sheetNoParam(c), member?.member_no ?? null, now);
    const { amounts } = await computeStoredSheet(deps.db, sheet, { now, baseUrl: deps.baseUrl() });
    const valid = amounts.lines.filter((l) => !l.error);
    const invalid = amounts.lines.filter((l) => l.error);
    return c.json({
      deliveryGroups: deliveryGroupsView({ ...amounts, groups: amounts.groups.map((g) => ({ ...g, lines: g.lines.filter((l) => !l.error) })).filter((g) => g.lines.length > 0) }),
      paymentInfo: paymentInfoView(amounts),
      availablePayTypes: payTypeOffers(deps.mall.noInterestInstallments),
      lastPayType: null,
      ordererContact: ordererContact(member),
      orderSheetAddress: await sheetAddress(deps.db, member),
      appliedCoupons: appliedCouponsView(amounts),
      orderSheetPromotionSummary: await promotionSummary(deps.db, member, amounts, now),
      termsInfos,
      customTermsInfos: [],
      agreementTypes: ['TERMS_OF_USE', member ? 'PRIVACY_USAGE_AGREEMENT' : 'NONE_MEMBER_PRIVACY_USAGE_AGREEMENT'],
      tradeBankAccountInfos: [],
      sellerPrivacyUsagePartners: [],
      foreignPartners: [],
      undeliverableCountries: [],
      blockUseAccumulationWhenUseCoupon: false,
      requireCustomsIdNumber: false,
      applyCashReceiptForAccount: false,
      invalidProducts: valid.length === amounts.lines.length ? null : orderProductsView(invalid, { errorCodeAsObject: true }),
    });
  });

  app.post('/order-sheets/:orderSheetNo/calculate', async (c) => {
    const body = (await readJson(c, calculateSchema)) ?? {};
    const deps = c.get('deps');
    const member = c.get('member');
    const now = deps.now();
    const sheet = await loadSheetFor(deps.db, sheetNoParam(c), member?.member_no ?? null, now);
    const a = body.addressRequest ?? null;
    const address: AddressRequest | null = a
      ? {
          receiverZipCd: a.receiverZipCd, receiverAddress: a.receiverAddress, receiverJibunAddress: a.receiverJibunAddress,
          receiverDetailAddress: a.receiverDetailAddress, receiverName: a.receiverName, receiverContact1: a.receiverContact1,
        }
      : null;
    const inputs: AmountInputs = {
      accumulationUseAmt: body.accumulationUseAmt ?? 0,
      coupons: { productCoupons: body.couponRequest?.productCoupons ?? [], cartCouponIssueNo: body.couponRequest?.cartCouponIssueNo || null },
      receiverZipCd: address?.receiverZipCd ?? null,
    };
    const amounts = await computeSheet(deps.db, sheet, inputs, { now, baseUrl: deps.baseUrl() });
    await saveCalculation(deps.db, sheet, inputs, address);
    return c.json({
      paymentInfo: paymentInfoView(amounts),
      deliveryGroups: deliveryGroupsView(amounts),
      appliedCoupons: appliedCouponsView(amounts),
      // The calculate reply lists the pay types by name only.
      availablePayTypes: availablePayTypes.map((p) => p.payType),
    });
  });
}
