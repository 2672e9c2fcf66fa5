// An order as the storefront shows it — the result page, my page's detail and list, the guest order
// lookup — reshaped from the platform's order replies (GET /profile/orders/{no}, /guest/orders/{no},
// the list's items). The platform's nesting (orderOptionsGroupByPartner → …ByDelivery → orderOptions)
// and money fields (lastOrderAmount, `…Amt`, refundInfos) end here; the components read this.
import { cardCompanyName, formatWon } from '@courtside/core/format';
import type { OrderDetail, OrderOption, OrderStatusType, OrderSummary } from '@courtside/core/api';
import { lineTitle, optionText } from '@/lib/catalogue/option-text';
import { reviewEligibility, type ReviewEligibility } from '@/lib/community/review-eligibility';
import { optionStatusLabel } from '@/lib/mypage/order-labels';

export interface OrderLineView {
  readonly orderOptionNo: number;
  readonly productNo: number;
  readonly productName: string;
  /** "색상: 블랙 / 구성: 3개입"; empty without options. */
  readonly optionText: string;
  readonly inputs: OrderOption['inputs'];
  readonly imageUrl: string | undefined;
  readonly orderCnt: number;
  /** What the line cost (won). */
  readonly buyAmount: number;
  readonly status: OrderStatusType;
  /** The line's status or claim state in Korean ("배송중", "취소 완료" …). */
  readonly statusLabel: string;
  readonly trackingUrl: string | null;
}

export interface OrderDeliveryView {
  readonly deliveryNo: number;
  readonly partnerName: string;
  readonly deliveryAmount: number;
  readonly invoiceNo: string | null;
  readonly lines: readonly OrderLineView[];
}

/** The order's amounts as last changed by claims (won). */
export interface OrderAmountsView {
  readonly standard: number;
  /** Every discount: immediate, additional, product and cart coupons. */
  readonly discount: number;
  readonly delivery: number;
  readonly pointsUsed: number;
  /** 결제 금액: products, delivery and points less discounts. */
  readonly paid: number;
  /** What the payment method was charged. */
  readonly charged: number;
}

export interface RefundView {
  readonly claimNo: number;
  /** "반품 환불" / "취소 환불". */
  readonly title: string;
  readonly amount: number;
  readonly pointsBack: number;
  /** "신한카드 결제 취소", "계좌 환불 (국민은행 123-…)" … */
  readonly method: string;
  /** When the refund was made; null while the goods are on their way back. */
  readonly completedYmdt: string | null;
}

export interface OrderView {
  readonly orderNo: string;
  readonly orderYmdt: string;
  readonly status: OrderStatusType | null;
  readonly payType: string;
  readonly bank: NonNullable<NonNullable<OrderDetail['payInfo']>['bankInfo']> | null;
  readonly cardName: string | null;
  readonly address: OrderDetail['shippingAddress'];
  readonly memo: string | null;
  readonly deliveries: readonly OrderDeliveryView[];
  readonly lines: readonly OrderLineView[];
  readonly amounts: OrderAmountsView;
  readonly refunds: readonly RefundView[];
  /** The 현금영수증 asked on the order (null: none). */
  readonly cashReceipt: CashReceiptView | null;
}

export interface CashReceiptView {
  /** 발급 대기 (입금 확인 전) · 발급 완료 · 발급 취소 */
  readonly statusLabel: string;
  /** 소득공제 · 지출증빙 */
  readonly purposeLabel: string;
  /** "휴대폰 번호 01023456789" (a card number masked by the platform). */
  readonly keyText: string;
  readonly approvalNo: string | null;
  readonly amount: number | null;
  readonly issuedAt: string | null;
  /** The 현금영수증 page (영수증 조회), once issued. */
  readonly url: string | null;
}

const CASH_RECEIPT_STATUS: Readonly<Record<string, string>> = { REQUEST: '발급 대기 (입금 확인 후 발급)', COMPLETE: '발급 완료', CANCEL: '발급 취소', FAIL: '발급 실패' };
const CASH_RECEIPT_KEY: Readonly<Record<string, string>> = { MOBILE_NO: '휴대폰 번호', CARD_NO: '현금영수증 카드', BUSINESS_NO: '사업자등록번호' };

/** The order's 현금영수증 as the order page shows it. */
export function reshapeCashReceipt(order: Pick<OrderDetail, 'cashReceiptInfo' | 'receiptInfos'>): CashReceiptView | null {
  const info = order.cashReceiptInfo;
  if (!info) return null;
  return {
    statusLabel: CASH_RECEIPT_STATUS[info.cashReceiptIssueType] ?? info.cashReceiptIssueType,
    purposeLabel: info.cashReceiptIssuePurposeType === 'PROOF_EXPENDITURE' ? '지출증빙' : '소득공제',
    keyText: `${CASH_RECEIPT_KEY[info.cashReceiptKeyType] ?? ''} ${info.cashReceiptKey}`.trim(),
    approvalNo: info.cashReceiptAuthNo,
    amount: info.issueAmt,
    issuedAt: info.issueYmdt,
    url: order.receiptInfos?.find((r) => r.receiptType === 'CASH_RECEIPT')?.url ?? null,
  };
}

function lineView(option: OrderOption): OrderLineView {
  return {
    orderOptionNo: option.orderOptionNo,
    productNo: option.productNo,
    productName: option.productName,
    optionText: optionText(option.optionName, option.optionValue),
    inputs: option.inputs,
    imageUrl: option.imageUrl,
    orderCnt: option.orderCnt,
    buyAmount: option.price.buyAmt,
    status: option.orderStatusType,
    statusLabel: optionStatusLabel(option),
    trackingUrl: option.delivery?.retrieveInvoiceUrl ?? null,
  };
}

export function reshapeOrder(order: OrderDetail): OrderView {
  const amount = order.lastOrderAmount;
  const card = order.payInfo?.cardInfo ?? null;
  const cardName = card ? cardCompanyName(card.cardCompany, card.cardName) : null;
  const deliveries = order.orderOptionsGroupByPartner.flatMap((partner) =>
    partner.orderOptionsGroupByDelivery.map((delivery) => ({
      deliveryNo: delivery.deliveryNo,
      partnerName: partner.partnerName,
      deliveryAmount: delivery.deliveryAmt,
      invoiceNo: delivery.invoiceNo,
      lines: delivery.orderOptions.map(lineView),
    })),
  );
  const refunds = (order.refundInfos ?? [])
    .filter((r) => r.refundPayAmt > 0 || r.refundSubPayAmt > 0)
    .map((r) => {
      const history = order.claimHistories?.find((h) => h.claimNo === r.claimNo);
      const method = r.refundType === 'CREDIT_CARD' && cardName !== null ? `${cardName} 결제 취소` : r.refundTypeLabel;
      return {
        claimNo: r.claimNo,
        title: history?.claimType === 'RETURN' ? '반품 환불' : '취소 환불',
        amount: r.refundMainPayAmt,
        pointsBack: r.refundSubPayAmt,
        method: r.refundBankAccount ? `${method} (${r.refundBankAccount.bankName} ${r.refundBankAccount.bankAccount})` : method,
        completedYmdt: history?.claimCompleteYmdt ?? null,
      };
    });
  return {
    orderNo: order.orderNo,
    orderYmdt: order.orderYmdt,
    status: order.defaultOrderStatusType ?? null,
    payType: order.payType,
    bank: order.payInfo?.bankInfo ?? null,
    cardName,
    address: order.shippingAddress,
    memo: order.orderMemo || null,
    deliveries,
    lines: deliveries.flatMap((d) => d.lines),
    amounts: {
      standard: amount.standardAmt,
      discount: amount.immediateDiscountAmt + amount.additionalDiscountAmt + amount.productCouponDiscountAmt + amount.cartCouponDiscountAmt,
      delivery: amount.deliveryAmt,
      pointsUsed: amount.subPayAmt,
      paid: amount.payAmt,
      charged: amount.chargeAmt,
    },
    refunds,
    cashReceipt: reshapeCashReceipt(order),
  };
}

/** One order of my page's list: its first line (and how many more), what was paid, the lines' states. */
export interface OrderCardView {
  readonly orderNo: string;
  readonly orderYmdt: string;
  readonly payType: string;
  readonly first: Pick<OrderLineView, 'productName' | 'inputs' | 'imageUrl'> | null;
  readonly more: number;
  readonly paid: number;
  readonly pointsUsed: number;
  /** Each distinct line state once, in order. */
  readonly statuses: readonly string[];
}

export function reshapeOrderCard(order: OrderSummary): OrderCardView {
  const first = order.orderOptions[0];
  return {
    orderNo: order.orderNo,
    orderYmdt: order.orderYmdt,
    payType: order.payType,
    first: first ? { productName: first.productName, inputs: first.inputs, imageUrl: first.imageUrl } : null,
    more: order.orderOptions.length - 1,
    paid: order.lastOrderAmt.payAmt,
    pointsUsed: order.lastOrderAmt.subPayAmt,
    statuses: [...new Set(order.orderOptions.map(optionStatusLabel))],
  };
}

/** A line as the cancel dialog lists it: "스마일 댐프너 (색상: 블랙) · 12,000원". */
export function claimLineLabel(option: Pick<OrderOption, 'productName' | 'optionName' | 'optionValue' | 'price'>): string {
  return `${lineTitle(option.productName, optionText(option.optionName, option.optionValue))} · ${formatWon(option.price.buyAmt)}`;
}

/** Whether the shopper may still review this line (their reviewed order lines given). */
export function lineReviewEligibility(line: Pick<OrderLineView, 'orderOptionNo' | 'status'>, reviewed: ReadonlySet<number>): ReviewEligibility {
  return reviewEligibility({ orderOptionNo: line.orderOptionNo, orderStatusType: line.status }, reviewed);
}
