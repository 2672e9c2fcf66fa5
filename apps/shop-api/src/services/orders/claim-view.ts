// Claims reshaped into the platform's replies: the claim list item (GET /profile/claims), the claim
// result (GET …/claims/{claimNo}/result) and the order's claim history. Members and guests see the
// same shapes; only the action URIs differ.
import { claimDetail } from './claim-requests.ts';
import { orderOptionView, claimStatusLabels, type ViewContext } from './order-option-view.ts';
import type { OrderOptionRow, OrderRow } from './orders.ts';
import { addressOf, bankAccountView, claimClassOf, claimPriceInfoView, type ClaimRow } from './refund-view.ts';
import { deliveryCompanies } from './delivery-companies.ts';
import { toYmdt } from '../../domain/kst-time.ts';

export function claimedOptionView(order: OrderRow, claim: ClaimRow, o: OrderOptionRow, ctx: ViewContext) {
  return {
    ...orderOptionView(order, o, ctx),
    payType: order.pay_type,
    pgType: order.pg_type,
    claimReasonType: claim.claim_reason_type,
    claimReasonDetail: claim.claim_reason_detail,
    shippingAreaType: 'MALL_SHIPPING_AREA',
    isQuantityDiscount: false,
  };
}

/** The lines a claim holds: its own rows, or (rejected/withdrawn) the rows it named. */
export function linesOfClaim(claim: ClaimRow, options: readonly OrderOptionRow[]): OrderOptionRow[] {
  const own = options.filter((o) => o.claim_no === claim.claim_no);
  if (own.length > 0) return own;
  const named = JSON.parse(claim.items_json || '[]') as Array<{ orderOptionNo: number }>;
  return options.filter((o) => named.some((n) => n.orderOptionNo === o.order_option_no));
}

function claimDates(claim: ClaimRow) {
  return {
    claimYmdt: toYmdt(claim.created_at) ?? '',
    approveYmdt: toYmdt(claim.approved_at),
    collectYmdt: toYmdt(claim.collected_at),
    completeYmdt: toYmdt(claim.completed_at),
  };
}

export function claimResultView(order: OrderRow, claim: ClaimRow, options: readonly OrderOptionRow[], ctx: ViewContext) {
  const detail = claimDetail(claim);
  const lines = linesOfClaim(claim, options);
  const claimed = lines.map((o) => claimedOptionView(order, claim, o, ctx));
  const first = claimed[0];
  if (!first) throw new Error(`claim ${claim.claim_no} has no lines`);
  const shipped = detail.exchangedOrderOptionNo ? options.find((o) => o.order_option_no === detail.exchangedOrderOptionNo) : undefined;
  const exchange = detail.exchangeOption;
  const exchangedOption = shipped
    ? claimedOptionView(order, claim, shipped, ctx)
    : exchange
      ? {
          ...first, optionNo: exchange.optionNo, optionName: exchange.optionName, optionValue: exchange.optionValue, orderCnt: exchange.orderCnt,
          optionTitle: [exchange.optionName, exchange.optionValue].filter(Boolean).join(' : '), imageUrl: exchange.imageUrl ?? first.imageUrl,
          inputs: exchange.inputs, claimStatusType: null, claimStatusTypeLabel: null, nextActions: [],
        }
      : null;
  const returnCompany = detail.returnDelivery?.deliveryCompanyType ? deliveryCompanies[detail.returnDelivery.deliveryCompanyType] : undefined;
  return {
    claimNo: claim.claim_no,
    claimType: claim.claim_type,
    claimClassType: claimClassOf(claim, false),
    claimStatusType: claim.claim_status,
    claimStatusTypeLabel: claimStatusLabels[claim.claim_status] ?? claim.claim_status,
    ...claimDates(claim),
    claimReasonType: claim.claim_reason_type,
    claimReasonDetail: claim.claim_reason_detail,
    responsibleObjectType: claim.responsible_object_type,
    returnWayType: claim.claim_type === 'CANCEL' ? null : claim.return_way_type,
    orderNo: claim.order_no,
    orderProductOptionNo: first.orderOptionNo,
    exchangeBeforeDelivery: false,
    claimImageUrls: detail.claimImageUrls ?? [],
    claimedOption: first,
    claimedOptions: claimed,
    exchangedOption,
    returnAddress: addressOf(detail.returnAddress),
    exchangeAddress: addressOf(detail.exchangeAddress),
    returnDelivery: detail.returnDelivery
      ? { deliveryCompanyType: detail.returnDelivery.deliveryCompanyType, deliveryCompanyTypeLabel: returnCompany?.label ?? null, invoiceNo: detail.returnDelivery.invoiceNo, evadesReturnProcess: false }
      : null,
    claimPriceInfo: claimPriceInfoView(order, claim),
    refundBankAccount: bankAccountView(detail.refundBankAccount),
    exchangePayInfo: null,
    rejectReason: detail.rejectReason ?? null,
  };
}

export function claimListItemView(order: OrderRow, claim: ClaimRow, options: readonly OrderOptionRow[]) {
  const ctx: ViewContext = { prefix: '/profile' };
  const claimed = linesOfClaim(claim, options);
  return {
    claimNo: claim.claim_no,
    orderNo: claim.order_no,
    claimType: claim.claim_type,
    claimStatusType: claim.claim_status,
    claimStatusTypeLabel: claimStatusLabels[claim.claim_status] ?? claim.claim_status,
    claimYmdt: toYmdt(claim.created_at),
    claimReasonType: claim.claim_reason_type,
    claimReasonDetail: claim.claim_reason_detail,
    orderYmdt: toYmdt(order.order_ymdt),
    refundAmt: claim.refund_amt,
    claimedProductCnt: (JSON.parse(claim.items_json || '[]') as Array<{ productCnt: number }>).reduce((s, i) => s + i.productCnt, 0),
    claimedOptions: claimed.map((o) => claimedOptionView(order, claim, o, ctx)),
    claimPriceInfo: claimPriceInfoView(order, claim),
  };
}

/** The order detail's claimHistories: what was asked, when, and when it was done. */
export function claimHistoryView(claim: ClaimRow) {
  const d = claimDates(claim);
  return {
    claimNo: claim.claim_no,
    claimStatusType: claim.claim_status,
    claimReasonType: claim.claim_reason_type,
    claimReasonDetail: claim.claim_reason_detail,
    responsibleObjectType: claim.responsible_object_type ?? 'BUYER',
    treatmentStatusType: claim.completed_at ? 'COMPLETE' : 'REQUEST',
    claimYmdt: d.claimYmdt,
    treatmentYmdt: toYmdt(claim.updated_at ?? claim.created_at) ?? d.claimYmdt,
    claimCompleteYmdt: d.completeYmdt,
    withdrawReason: null,
    claimType: claim.claim_type,
  };
}
