// Orders reshaped into the platform's replies: list items, the detail (grouped by partner and
// delivery), next actions per status, refund information per claim. Members and guests see the
// same shapes; only the claim URIs differ (/profile/… vs /guest/…).
import { parseJson, toYmdt } from '../http/json.ts';
import {
  CANCELABLE_STATUSES,
  CONFIRMABLE_STATUSES,
  RETURNABLE_STATUSES,
  orderAmount,
  orderDeliveries,
  type OrderOptionRow,
  type OrderRow,
  type Orderer,
  type PayInfo,
  type ShippingAddress,
} from './orders.ts';
import { deliveryCompanies } from './delivery-companies.ts';
import type { ClaimRow } from './refund-view.ts';
import { payTypeLabel } from './payments.ts';
import { refundInfoView, refundTypeOf } from './refund-view.ts';


export const orderStatusLabels: Record<string, string> = {
  DEPOSIT_WAIT: '입금대기', PAY_DONE: '결제완료', PRODUCT_PREPARE: '상품준비중', DELIVERY_PREPARE: '배송준비중', DELIVERY_ING: '배송중',
  DELIVERY_DONE: '배송완료', BUY_CONFIRM: '구매확정', CANCEL_DONE: '취소완료', RETURN_DONE: '반품완료', EXCHANGE_DONE: '교환완료',
};

export const claimStatusLabels: Record<string, string> = {
  CANCEL_DONE: '취소완료', CANCEL_NO_REFUND: '취소완료(환불없음)', RETURN_REQUEST: '반품신청', RETURN_DONE: '반품완료',
};

export const claimReasonTypes = [
  { claimReasonType: 'CHANGE_MIND', label: '단순 변심', responsibleObjectType: 'BUYER' },
  { claimReasonType: 'CANCEL_BEFORE_PAY', label: '입금 전 취소', responsibleObjectType: 'BUYER' },
  { claimReasonType: 'DEFECTIVE_PRODUCT', label: '상품 불량', responsibleObjectType: 'SELLER' },
  { claimReasonType: 'WRONG_DELIVERY', label: '오배송', responsibleObjectType: 'SELLER' },
  { claimReasonType: 'DELAY_DELIVERY', label: '배송 지연', responsibleObjectType: 'SELLER' },
  { claimReasonType: 'WRONG_PRODUCT_DETAIL', label: '상품 정보와 다름', responsibleObjectType: 'SELLER' },
  { claimReasonType: 'OTHERS_BUYER', label: '기타(구매자 사유)', responsibleObjectType: 'BUYER' },
  { claimReasonType: 'OTHERS_SELLER', label: '기타(판매자 사유)', responsibleObjectType: 'SELLER' },
] as const;

interface ViewContext {
  /** '/profile' for members, '/guest' for guests: where the claim actions live. */
  prefix: '/profile' | '/guest';
}

const isActive = (o: OrderOptionRow) => o.claim_status === null && o.order_status !== 'CANCEL_DONE';

function nextActionsOf(o: OrderOptionRow, ctx: ViewContext) {
  const base = `${ctx.prefix}/order-options/${o.order_option_no}`;
  const actions: Array<{ nextActionType: string; uri: string; actionGroupType: string }> = [];
  if (o.claim_status) return [{ nextActionType: 'VIEW_CLAIM', uri: `${ctx.prefix}/claims`, actionGroupType: 'CLAIM' }];
  if (CANCELABLE_STATUSES.includes(o.order_status)) actions.push({ nextActionType: 'CANCEL', uri: `${base}/claims/cancel`, actionGroupType: 'CLAIM' });
  if (['DELIVERY_ING', 'DELIVERY_DONE', 'BUY_CONFIRM'].includes(o.order_status)) actions.push({ nextActionType: 'VIEW_DELIVERY', uri: `${base}`, actionGroupType: 'DELIVERY' });
  if (CONFIRMABLE_STATUSES.includes(o.order_status)) actions.push({ nextActionType: 'CONFIRM_ORDER', uri: `${base}/confirm`, actionGroupType: 'ORDER' });
  if (RETURNABLE_STATUSES.includes(o.order_status)) actions.push({ nextActionType: 'RETURN', uri: `${base}/claims/return`, actionGroupType: 'CLAIM' });
  if (['DELIVERY_DONE', 'BUY_CONFIRM'].includes(o.order_status) && ctx.prefix === '/profile') {
    actions.push({ nextActionType: 'WRITE_REVIEW', uri: `/products/${o.product_no}/product-reviews`, actionGroupType: 'REVIEW' });
  }
  return actions;
}

function orderNextActions(order: OrderRow, options: OrderOptionRow[], ctx: ViewContext) {
  const active = options.filter(isActive);
  if (active.length > 0 && active.every((o) => CANCELABLE_STATUSES.includes(o.order_status))) {
    return [{ nextActionType: 'CANCEL_ALL', uri: `${ctx.prefix}/orders/${order.order_no}/claims/cancel`, actionGroupType: 'CLAIM' }];
  }
  return [];
}

function deliveryView(o: OrderOptionRow) {
  const company = o.delivery_company ? deliveryCompanies[o.delivery_company] : undefined;
  return {
    deliveryNo: o.delivery_no,
    deliveryType: 'PARCEL_DELIVERY',
    deliveryCompanyType: o.delivery_company,
    deliveryCompanyTypeLabel: company?.label ?? null,
    invoiceNo: o.invoice_no,
    retrieveInvoiceUrl: company && o.invoice_no ? company.trackingUrl(o.invoice_no) : null,
    addressName: null,
    usesShippingInfoLaterInput: false,
    receiverInputLater: false,
  };
}

export function orderOptionView(order: OrderRow, o: OrderOptionRow, ctx: ViewContext) {
  const unitStandard = o.sale_price + o.add_price;
  const cnt = Math.max(1, o.order_cnt);
  const immediateUnit = Math.floor(o.immediate_discount_amt / cnt);
  const image = { isMain: true, imageUrlType: 'IMAGE_URL', url: o.image_url ?? '' };
  const active = isActive(o);
  return {
    orderNo: o.order_no,
    orderOptionNo: o.order_option_no,
    productNo: o.product_no,
    optionNo: o.option_no,
    additionalProductNo: 0,
    productName: o.product_name,
    productNameEn: null,
    optionName: o.option_name,
    optionValue: o.option_value,
    optionTitle: [o.option_name, o.option_value].filter(Boolean).join(' : '),
    optionUsed: o.option_name !== '',
    optionType: o.option_name === '' ? 'PRODUCT_ONLY' : 'NORMAL_OPTION',
    optionManagementCd: null,
    imageUrl: o.image_url ?? '',
    imageUrlInfo: [image],
    listImageUrlInfo: image,
    brandNo: null,
    brandName: null,
    partnerName: o.partner_name,
    orderCnt: o.order_cnt,
    orderStatusType: o.order_status,
    orderStatusTypeLabel: orderStatusLabels[o.order_status] ?? o.order_status,
    claimStatusType: o.claim_status,
    claimStatusTypeLabel: o.claim_status ? (claimStatusLabels[o.claim_status] ?? o.claim_status) : null,
    claimNo: o.claim_no,
    orderStatusDate: {
      registerYmdt: toYmdt(order.order_ymdt),
      payYmdt: toYmdt(order.paid_at),
      deliveryCompleteYmdt: toYmdt(o.delivery_done_at),
      buyConfirmYmdt: toYmdt(o.buy_confirmed_at),
      reviewableYmdt: toYmdt(o.delivery_done_at ?? o.buy_confirmed_at),
    },
    accumulationAmt: o.accumulation_amt,
    price: {
      salePrice: o.sale_price,
      addPrice: o.add_price,
      immediateDiscountAmt: o.immediate_discount_amt,
      additionalDiscountAmt: o.additional_discount_amt,
      standardPrice: unitStandard,
      immediateDiscountedPrice: unitStandard - immediateUnit,
      buyPrice: Math.floor(o.buy_amt / cnt),
      standardAmt: unitStandard * o.order_cnt,
      immediateDiscountedAmt: unitStandard * o.order_cnt - o.immediate_discount_amt,
      buyAmt: o.buy_amt,
      accumulationRate: 0,
    },
    inputs: parseJson<Array<{ inputLabel: string; inputValue: string }>>(o.option_inputs_json, []).map((i) => ({ inputLabel: i.inputLabel, inputValue: i.inputValue })),
    delivery: deliveryView(o),
    nextActions: nextActionsOf(o, ctx),
    cancelable: active && CANCELABLE_STATUSES.includes(o.order_status),
    returnable: active && RETURNABLE_STATUSES.includes(o.order_status),
    exchangeable: false,
    refundable: active,
    deliverable: true,
    deliveryInternationalYn: false,
    reservation: false,
    reservationDeliveryYmdt: null,
    exchangeYn: 'N',
    member: order.member_no !== null,
    isFreeGift: false,
    isExtraProduct: false,
    isRecurringPayment: false,
    holdDelivery: false,
    reviewableProduct: ['DELIVERY_DONE', 'BUY_CONFIRM'].includes(o.order_status) && active,
    setOptions: [],
  };
}

/** The status the order as a whole shows: its least advanced active option, else its first one. */
export function defaultOrderStatus(options: OrderOptionRow[]): string {
  const order = ['DEPOSIT_WAIT', 'PAY_DONE', 'PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE', 'BUY_CONFIRM'];
  const active = options.filter(isActive).map((o) => o.order_status).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return active[0] ?? options[0]?.order_status ?? 'CANCEL_DONE';
}

function amountView(json: string, options: OrderOptionRow[]) {
  const a = orderAmount(json);
  const byProduct = new Map<number, number>();
  for (const o of options) byProduct.set(o.product_no, (byProduct.get(o.product_no) ?? 0) + o.coupon_discount_amt);
  return {
    ...a,
    productDiscountInfos: [...byProduct.entries()].map(([productNo, discountAmt]) => ({ productNo, mallProductNo: productNo, orderProductNo: productNo, discountAmt })),
  };
}

function groupByPartner(order: OrderRow, options: OrderOptionRow[], ctx: ViewContext) {
  const shipping = parseJson<ShippingAddress>(order.shipping_json, {} as ShippingAddress);
  const deliveries = orderDeliveries(order);
  const partners = [...new Set(options.map((o) => o.partner_no))];
  return partners.map((partnerNo) => {
    const mine = options.filter((o) => o.partner_no === partnerNo);
    const deliveryNos = [...new Set(mine.map((o) => o.delivery_no))];
    return {
      partnerNo,
      partnerName: mine[0]?.partner_name ?? '',
      orderOptionsGroupByDelivery: deliveryNos.map((deliveryNo) => {
        const lines = mine.filter((o) => o.delivery_no === deliveryNo);
        const d = deliveries.find((x) => x.deliveryNo === deliveryNo);
        const shipped = lines.find((l) => l.invoice_no) ?? lines[0];
        const view = shipped ? deliveryView(shipped) : null;
        return {
          deliveryNo,
          partnerNo,
          partnerName: mine[0]?.partner_name ?? '',
          deliveryAmt: d?.deliveryAmt ?? 0,
          remoteDeliveryAmt: d?.remoteDeliveryAmt ?? 0,
          returnDeliveryAmt: d?.condition.returnDeliveryAmt ?? 0,
          deliveryType: 'PARCEL_DELIVERY',
          deliveryPayType: 'PREPAID_DELIVERY',
          deliveryCompanyType: view?.deliveryCompanyType ?? null,
          deliveryCompanyTypeLabel: view?.deliveryCompanyTypeLabel ?? null,
          invoiceNo: view?.invoiceNo ?? null,
          retrieveInvoiceUrl: view?.retrieveInvoiceUrl ?? null,
          deliveryMemo: order.delivery_memo,
          receiverName: shipping.receiverName ?? '',
          receiverContact1: shipping.receiverContact1 ?? '',
          receiverContact2: shipping.receiverContact2 ?? '',
          receiverZipCd: shipping.receiverZipCd ?? '',
          receiverAddress: shipping.receiverAddress ?? '',
          receiverJibunAddress: shipping.receiverJibunAddress,
          receiverDetailAddress: shipping.receiverDetailAddress,
          addressName: shipping.addressName,
          requestShippingDate: null,
          usesShippingInfoLaterInput: false,
          shippingAreaType: 'MALL_SHIPPING_AREA',
          enteredAddress: true,
          orderOptions: lines.map((o) => orderOptionView(order, o, ctx)),
        };
      }),
    };
  });
}

function payInfoView(order: OrderRow) {
  const p = parseJson<PayInfo>(order.pay_info_json, {} as PayInfo);
  return {
    payType: order.pay_type,
    payAmt: p.payAmt ?? 0,
    cardInfo: p.cardInfo ?? null,
    bankInfo: p.bankInfo ? { ...p.bankInfo, depositYmdt: toYmdt(p.bankInfo.depositYmdt), paymentExpirationYmdt: toYmdt(p.bankInfo.paymentExpirationYmdt) } : null,
    mobileInfo: p.mobileInfo ?? null,
    easyPayInfo: null,
    naverPayInfo: null,
    escrowYn: 'N',
    sellerCouponAmt: 0,
    pgCouponAmt: 0,
    cardCouponAmt: 0,
    pointAmt: 0,
    cashAuthNo: null,
    cashNo: null,
    tradeNo: order.payment_key,
    taxType: null,
    rentalInfo: null,
    complexPayInfo: null,
  };
}

function ordererView(order: OrderRow) {
  const o = parseJson<Orderer>(order.orderer_json, {} as Orderer);
  return { ordererName: o.ordererName ?? '', ordererContact1: o.ordererContact1 ?? '', ordererContact2: o.ordererContact2, ordererEmail: o.ordererEmail, mobileCountryCd: null };
}

export function orderDetailView(order: OrderRow, options: OrderOptionRow[], claims: ClaimRow[], extra: { guestToken: string | null; prefix: ViewContext['prefix'] }) {
  const ctx = { prefix: extra.prefix };
  const shipping = parseJson<ShippingAddress>(order.shipping_json, {} as ShippingAddress);
  const payInfo = payInfoView(order);
  const refund = refundTypeOf(order);
  return {
    orderNo: order.order_no,
    orderYmdt: toYmdt(order.order_ymdt),
    member: order.member_no !== null,
    defaultOrderStatusType: defaultOrderStatus(options),
    payType: order.pay_type,
    payTypeLabel: payTypeLabel(order.pay_type),
    pgType: order.pg_type,
    pgMallKey: 'courtside-sandbox',
    pgOrderNo: order.payment_key,
    escrow: false,
    paymentExpirationYmdt: payInfo.bankInfo?.paymentExpirationYmdt ?? null,
    payInfo,
    orderOptionsGroupByPartner: groupByPartner(order, options, ctx),
    firstOrderAmount: amountView(order.first_amount_json, options),
    lastOrderAmount: amountView(order.last_amount_json, options.filter(isActive)),
    orderer: ordererView(order),
    shippingAddress: {
      addressNo: shipping.addressNo ?? 0, addressName: shipping.addressName, receiverName: shipping.receiverName ?? '', receiverZipCd: shipping.receiverZipCd ?? '',
      receiverAddress: shipping.receiverAddress ?? '', receiverJibunAddress: shipping.receiverJibunAddress, receiverDetailAddress: shipping.receiverDetailAddress,
      receiverContact1: shipping.receiverContact1 ?? '', receiverContact2: shipping.receiverContact2, countryCd: 'KR', receiverCity: null, receiverState: null,
      customsIdNumber: null, shippingEtcInfo: null,
    },
    billingAddress: null,
    orderMemo: order.order_memo,
    memo: order.order_memo ?? '',
    deliveryMemo: order.delivery_memo ?? '',
    refundInfos: claims.map((c) => refundInfoView(order, c)),
    additionalPayInfos: [],
    exchangePayInfos: [],
    claimHistories: [],
    claimReasonTypes,
    nextActions: orderNextActions(order, options, ctx),
    receiptInfos: [],
    refundType: refund.refundType,
    refundPayType: refund.refundPayType,
    refundTypeLabel: refund.label,
    availableBanks: [],
    requireCustomsIdNumber: false,
    accumulationAmtWhenBuyConfirm: options.filter(isActive).reduce((s, o) => s + o.accumulation_amt, 0),
    insurance: null,
    orderCertifyKey: null,
    cashReceiptInfo: null,
    extraData: null,
    guestToken: extra.guestToken,
  };
}

export function orderListItemView(order: OrderRow, options: OrderOptionRow[]) {
  const ctx: ViewContext = { prefix: '/profile' };
  const o = ordererView(order);
  return {
    orderNo: order.order_no,
    orderYmdt: toYmdt(order.order_ymdt),
    payType: order.pay_type,
    payTypeLabel: payTypeLabel(order.pay_type),
    pgType: order.pg_type,
    pgMallKey: 'courtside-sandbox',
    pgOrderNo: order.payment_key,
    escrow: false,
    member: order.member_no !== null,
    firstOrderAmt: amountView(order.first_amount_json, options),
    lastOrderAmt: amountView(order.last_amount_json, options.filter(isActive)),
    orderer: { name: o.ordererName, contact1: o.ordererContact1, contact1LastDigits: o.ordererContact1.slice(-4), contact2: o.ordererContact2, email: o.ordererEmail, refundAccount: null, mobileCountryCd: null },
    nextActions: orderNextActions(order, options, ctx),
    payInfo: payInfoView(order),
    extraData: null,
    internationalPaymentInfo: null,
    orderOptions: options.map((opt) => orderOptionView(order, opt, ctx)),
  };
}
