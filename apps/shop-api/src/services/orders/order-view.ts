// Orders reshaped into the platform's replies: list items and the detail (grouped by partner and
// delivery, with refund information per claim). Members and guests see the
// same shapes; only the claim URIs differ (/profile/… vs /guest/…).
import { ORDER_PROGRESS_STATUSES } from '@courtside/core/constants';
import { CANCELABLE_STATUSES, orderAmount, orderDeliveries, type OrderOptionRow, type OrderRow, type Orderer, type PayInfo, type ShippingAddress } from './orders.ts';
import { deliveryView, isActive, orderOptionView, type ViewContext } from './order-option-view.ts';
import { payTypeLabel } from '../checkout/pay-types.ts';
import { claimHistoryView } from './claim-view.ts';
import { refundInfoView, refundTypeOf, type ClaimRow } from './refund-view.ts';
import { parseJson } from '../../domain/json-columns.ts';
import { toYmdt } from '../../domain/kst-time.ts';
import type { CashReceiptInfo } from './cash-receipts.ts';

/** Claims that paid (or will pay) something back: not withdrawn, not turned down. */
const refunding = (c: ClaimRow) => c.withdrawn_at === null && !c.claim_status.endsWith('_REJECT_REQUEST') && c.claim_type !== 'EXCHANGE';

/** The sandbox PG's sales slip for a paid order (what a card company's receipt page would show). */
export function receiptUrl(order: Pick<OrderRow, 'payment_key' | 'paid_at'>, baseUrl: string): string | null {
  return order.payment_key && order.paid_at ? `${baseUrl}/sandbox/receipts/${order.payment_key}` : null;
}

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

function orderNextActions(order: OrderRow, options: OrderOptionRow[], ctx: ViewContext) {
  const active = options.filter(isActive);
  if (active.length > 0 && active.every((o) => CANCELABLE_STATUSES.includes(o.order_status))) {
    return [{ nextActionType: 'CANCEL_ALL', uri: `${ctx.prefix}/orders/${order.order_no}/claims/cancel`, actionGroupType: 'CLAIM' }];
  }
  return [];
}

/** The status the order as a whole shows: its least advanced active option, else its first one. */
export function defaultOrderStatus(options: OrderOptionRow[]): string {
  const order: readonly string[] = ORDER_PROGRESS_STATUSES;
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
    // The contract's easy-pay block: the provider (serviceCorpId) and how it was paid (its money).
    easyPayInfo: p.easyPayInfo && order.pay_type !== 'NAVER_EASY_PAY'
      ? { serviceCorpId: order.pg_type, payMethod: 'EASY_PAY', cashReceiptYn: 'N', cashReceiptNo: null, cashReceiptAmt: null, easyPayPointAmt: '0', easyPayPointApproveYmdt: toYmdt(p.easyPayInfo.approveYmdt) }
      : null,
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

export function orderDetailView(order: OrderRow, options: OrderOptionRow[], claims: ClaimRow[], extra: { guestToken: string | null; prefix: ViewContext['prefix']; baseUrl: string; cashReceipt?: CashReceiptInfo }) {
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
    refundInfos: claims.filter(refunding).map((c) => refundInfoView(order, c)),
    additionalPayInfos: [],
    exchangePayInfos: [],
    claimHistories: claims.filter((c) => c.withdrawn_at === null).map(claimHistoryView),
    claimReasonTypes,
    nextActions: orderNextActions(order, options, ctx),
    receiptInfos: [
      ...[receiptUrl(order, extra.baseUrl)].flatMap((url) => (url ? [{ receiptType: order.pay_type === 'VIRTUAL_ACCOUNT' ? 'TRADE_STATEMENT' : 'SALE_STATEMENT', url }] : [])),
      ...(extra.cashReceipt?.cashReceiptAuthNo && order.payment_key ? [{ receiptType: 'CASH_RECEIPT', url: `${extra.baseUrl}/sandbox/cash-receipts/${order.payment_key}` }] : []),
    ],
    cashReceiptInfo: extra.cashReceipt ?? null,
    refundType: refund.refundType,
    refundPayType: refund.refundPayType,
    refundTypeLabel: refund.label,
    availableBanks: [],
    requireCustomsIdNumber: false,
    accumulationAmtWhenBuyConfirm: options.filter(isActive).reduce((s, o) => s + o.accumulation_amt, 0),
    insurance: null,
    orderCertifyKey: null,
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
