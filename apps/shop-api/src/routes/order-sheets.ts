// Order sheets: POST /order-sheets, GET /order-sheets/{no}, POST /order-sheets/{no}/calculate.
// Guests may make and read a sheet without a token; a member's sheet is theirs alone.
import type { Hono } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { ShippingAddressTable, ShopDb } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv, MemberRow } from '../http/context.ts';
import { readJson } from '../http/request.ts';
import { orderProductsView, deliveryGroupView } from '../services/checkout/cart-view.ts';
import { couponAppliesTo, couponDiscountFor, listUsableCoupons } from '../services/checkout/coupons.ts';
import { paymentInfoView, type AmountInputs, type SheetAmounts } from '../services/checkout/order-sheet-amounts.ts';
import {
  computeSheet,
  computeStoredSheet,
  createOrderSheet,
  loadSheetFor,
  MAX_SHEET_LINES,
  saveCalculation,
  type AddressRequest,
} from '../services/checkout/order-sheets.ts';
import { availablePayTypes } from '../services/checkout/payments.ts';
import { sameOptionInputs, type LineRequest } from '../services/checkout/pricing.ts';
import { cartErrors, cartLinesOf, numberSchema, optionInputsSchema, orderCntSchema } from './cart.ts';

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

function addressView(row: Selectable<ShippingAddressTable>) {
  return {
    addressNo: row.address_no,
    addressName: row.address_name ?? '',
    receiverName: row.receiver_name,
    receiverZipCd: row.receiver_zip_cd,
    receiverAddress: row.receiver_address,
    receiverJibunAddress: row.receiver_jibun_address ?? '',
    receiverDetailAddress: row.receiver_detail_address ?? '',
    receiverContact1: row.receiver_contact1,
    receiverContact2: row.receiver_contact2 ?? '',
    receiverCity: null,
    receiverState: null,
    customsIdNumber: null,
    countryCd: 'KR',
    shippingEtcInfo: null,
    addressMemo: null,
  };
}

async function sheetAddress(db: Kysely<ShopDb>, member: MemberRow | null) {
  if (!member) return { mainAddress: null, recentAddresses: [], memberAddress: null, recentDeliveryMemo: [] };
  const rows = await db.selectFrom('shipping_addresses').selectAll().where('member_no', '=', member.member_no).orderBy('address_no', 'desc').execute();
  const main = rows.find((r) => r.default_yn === 'Y') ?? rows.find((r) => r.address_type === 'BOOK') ?? null;
  return {
    mainAddress: main ? addressView(main) : null,
    recentAddresses: rows.filter((r) => r.address_type === 'RECENT').slice(0, 5).map(addressView),
    memberAddress: {
      zipCd: member.zip_cd ?? '',
      address: member.address ?? '',
      detailAddress: member.detail_address ?? '',
      jibunAddress: member.jibun_address ?? '',
      jibunDetailAddress: '',
      receiverCity: null,
      receiverState: null,
      shippingEtcInfo: null,
    },
    recentDeliveryMemo: [],
  };
}

/** Coupons the member holds, and how many of them would discount this sheet. */
async function promotionSummary(db: Kysely<ShopDb>, member: MemberRow | null, amounts: SheetAmounts, now: Date) {
  if (!member) return { myAccumulationAmt: 0, usableCouponCnt: 0, myCouponCnt: 0, usableDeliveryCouponCnt: 0, myDeliveryCouponCnt: 0 };
  const coupons = await listUsableCoupons(db, member.member_no, now);
  const valid = amounts.lines.filter((l) => !l.error && l.product?.couponUse);
  const usable = coupons.filter((issue) => {
    const c = issue.coupon;
    if (c.coupon_type === 'CART_DELIVERY') return couponDiscountFor(c, amounts.totals.buyAmt, amounts.deliveryAmt) > 0;
    if (c.coupon_type === 'CART') return couponDiscountFor(c, amounts.totals.buyAmt) > 0;
    return valid.some((l) => couponAppliesTo(c, l.request.productNo) && couponDiscountFor(c, l.price.buyAmt) > 0);
  });
  const delivery = (list: typeof coupons) => list.filter((i) => i.coupon.coupon_type === 'CART_DELIVERY').length;
  return {
    myAccumulationAmt: amounts.myAccumulationAmt,
    usableCouponCnt: usable.length - delivery(usable),
    myCouponCnt: coupons.length - delivery(coupons),
    usableDeliveryCouponCnt: delivery(usable),
    myDeliveryCouponCnt: delivery(coupons),
  };
}

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
    if (cartNos.length > 0 && !member) throw new ApiError(400, 'O2006', '비회원은 장바구니 번호로 주문서를 만들 수 없습니다.');
    const cartLines = member && cartNos.length > 0 ? await cartLinesOf(deps.db, member.member_no, cartNos) : [];
    if (cartLines.length !== cartNos.length) throw cartErrors.notFound();
    let lines: LineRequest[];
    if (body.products && body.products.length > 0) {
      lines = body.products.map((p) => {
        const fromCart = cartLines.find((l) => l.productNo === p.productNo && l.optionNo === p.optionNo && sameOptionInputs(l.optionInputs, p.optionInputs));
        return { cartNo: fromCart?.cartNo ?? null, productNo: p.productNo, optionNo: p.optionNo, orderCnt: p.orderCnt, optionInputs: p.optionInputs };
      });
    } else {
      lines = cartLines;
    }
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
      availablePayTypes,
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
