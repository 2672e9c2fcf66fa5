// What an order sheet shows: its amounts as the platform's paymentInfo, the member's addresses
// (default, recent, profile) and their coupons and points against this sheet.
import type { Kysely, Selectable } from 'kysely';
import type { ShippingAddressTable, ShopDb } from '../../db/schema.ts';
import { couponAppliesTo, couponDiscountFor, listUsableCoupons } from './coupons.ts';
import { MIN_ACCUMULATION_USE, type SheetAmounts } from './order-sheet-amounts.ts';
import type { MemberRow } from '../../domain/member.ts';

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

export async function sheetAddress(db: Kysely<ShopDb>, member: MemberRow | null) {
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
export async function promotionSummary(db: Kysely<ShopDb>, member: MemberRow | null, amounts: SheetAmounts, now: Date) {
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

/** The platform's paymentInfo object. */
export function paymentInfoView(a: SheetAmounts) {
  return {
    totalStandardAmt: a.totals.standardAmt,
    totalImmediateDiscountAmt: a.totals.immediateDiscountAmt,
    totalAdditionalDiscountAmt: a.totals.additionalDiscountAmt,
    productAmt: a.totals.buyAmt,
    cartAmt: a.totals.buyAmt,
    productCouponAmt: a.productCouponAmt,
    cartCouponAmt: a.cartCouponAmt,
    deliveryCouponAmt: a.deliveryCouponAmt,
    deliveryAmt: a.deliveryAmt,
    remoteDeliveryAmt: a.remoteDeliveryAmt,
    deliveryAmtOnDelivery: 0,
    remoteDeliveryAmtOnDelivery: 0,
    usedAccumulationAmt: a.usedAccumulationAmt,
    accumulationAmt: a.accumulationAmtWhenBuyConfirm,
    accumulationAmtWhenBuyConfirm: a.accumulationAmtWhenBuyConfirm,
    availableMaxAccumulationAmt: a.availableMaxAccumulationAmt,
    isAvailableAccumulation: a.availableMaxAccumulationAmt >= MIN_ACCUMULATION_USE,
    minAccumulationLimit: MIN_ACCUMULATION_USE,
    minPriceLimit: 0,
    customsDuty: 0,
    salesTaxAmt: 0,
    externalPayInfos: [],
    externalPayTotalAmt: 0,
    paymentAmt: a.paymentAmt,
  };
}
