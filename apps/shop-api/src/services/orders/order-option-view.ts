// Order options reshaped into the platform's orderOptions items: prices per unit and per line,
// status labels, delivery tracking and the next actions a shopper may take on each line.
import { ORDER_STATUS_LABELS } from '@courtside/core/machines';
import { deliveryCompanies } from './delivery-companies.ts';
import { CANCELABLE_STATUSES, CONFIRMABLE_STATUSES, RETURNABLE_STATUSES, type OrderOptionRow, type OrderRow } from './orders.ts';
import { parseJson } from '../../domain/json-columns.ts';
import { toYmdt } from '../../domain/kst-time.ts';

export const claimStatusLabels: Record<string, string> = {
  CANCEL_DONE: '취소완료', CANCEL_NO_REFUND: '취소완료(환불없음)',
  RETURN_REQUEST: '반품신청', RETURN_PROC_BEFORE_RECEIVE: '반품승인(회수 전)', RETURN_PROC_REQUEST_REFUND: '반품회수완료(환불 대기)',
  RETURN_REJECT_REQUEST: '반품거부', RETURN_DONE: '반품완료',
  EXCHANGE_REQUEST: '교환신청', EXCHANGE_PROC_BEFORE_RECEIVE: '교환승인(회수 전)', EXCHANGE_PROC_WAITING: '교환회수완료(재발송 대기)',
  EXCHANGE_REJECT_REQUEST: '교환거부', EXCHANGE_DONE: '교환완료',
};

/** Claim statuses the shopper can still withdraw (the shop has not collected the parcel). */
const WITHDRAWABLE: Record<string, string> = {
  RETURN_REQUEST: 'WITHDRAW_RETURN', RETURN_PROC_BEFORE_RECEIVE: 'WITHDRAW_RETURN',
  EXCHANGE_REQUEST: 'WITHDRAW_EXCHANGE', EXCHANGE_PROC_BEFORE_RECEIVE: 'WITHDRAW_EXCHANGE',
};

export interface ViewContext {
  /** '/profile' for members, '/guest' for guests: where the claim actions live. */
  prefix: '/profile' | '/guest';
}

export const isActive = (o: OrderOptionRow) => o.claim_status === null && o.order_status !== 'CANCEL_DONE';

function nextActionsOf(o: OrderOptionRow, ctx: ViewContext) {
  const base = `${ctx.prefix}/order-options/${o.order_option_no}`;
  const actions: Array<{ nextActionType: string; uri: string; actionGroupType: string }> = [];
  if (o.claim_status) {
    const view = { nextActionType: 'VIEW_CLAIM', uri: `${base}/claims/result`, actionGroupType: 'CLAIM' };
    const withdraw = WITHDRAWABLE[o.claim_status];
    return withdraw ? [view, { nextActionType: withdraw, uri: `${base}/claims/withdraw`, actionGroupType: 'CLAIM' }] : [view];
  }
  if (CANCELABLE_STATUSES.includes(o.order_status)) actions.push({ nextActionType: 'CANCEL', uri: `${base}/claims/cancel`, actionGroupType: 'CLAIM' });
  if (['DELIVERY_ING', 'DELIVERY_DONE', 'BUY_CONFIRM'].includes(o.order_status)) actions.push({ nextActionType: 'VIEW_DELIVERY', uri: `${base}`, actionGroupType: 'DELIVERY' });
  if (CONFIRMABLE_STATUSES.includes(o.order_status)) actions.push({ nextActionType: 'CONFIRM_ORDER', uri: `${base}/confirm`, actionGroupType: 'ORDER' });
  if (RETURNABLE_STATUSES.includes(o.order_status)) {
    actions.push({ nextActionType: 'RETURN', uri: `${base}/claims/return`, actionGroupType: 'CLAIM' });
    actions.push({ nextActionType: 'EXCHANGE', uri: `${base}/claims/exchange`, actionGroupType: 'CLAIM' });
  }
  if (o.order_status === 'DELIVERY_ING') actions.push({ nextActionType: 'DELIVERY_DONE', uri: `${base}/delivery-done`, actionGroupType: 'DELIVERY' });
  if (['DELIVERY_DONE', 'BUY_CONFIRM'].includes(o.order_status) && ctx.prefix === '/profile') {
    actions.push({ nextActionType: 'WRITE_REVIEW', uri: `/products/${o.product_no}/product-reviews`, actionGroupType: 'REVIEW' });
  }
  return actions;
}

export function deliveryView(o: OrderOptionRow) {
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
    originOrderOptionNo: o.origin_order_option_no,
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
    orderStatusTypeLabel: (ORDER_STATUS_LABELS as Readonly<Record<string, string>>)[o.order_status] ?? o.order_status,
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
    exchangeable: active && RETURNABLE_STATUSES.includes(o.order_status),
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
