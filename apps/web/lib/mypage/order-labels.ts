// Words for an order's state on my page: each option's status (a claim in progress or done wins
// over the order status), the payment method, and which statuses to ask for on each tracker tab.
import { ORDER_REQUEST_TYPES_BY_GROUP, ORDER_STATUS_LABELS, type OrderTrackerGroup } from '@courtside/core/machines';
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from '@courtside/core/constants';
import { type OrderOption, type OrderStatusType } from '@courtside/core/api';

const CLAIM_LABELS: Readonly<Record<string, string>> = {
  CANCEL_DONE: '취소완료',
  CANCEL_NO_REFUND: '취소완료',
  RETURN_REQUEST: '반품신청',
  RETURN_PROC_BEFORE_RECEIVE: '반품승인 · 회수 예정',
  RETURN_PROC_REQUEST_REFUND: '반품회수 · 환불 대기',
  RETURN_DONE: '반품완료',
  EXCHANGE_REQUEST: '교환신청',
  EXCHANGE_PROC_BEFORE_RECEIVE: '교환승인 · 회수 예정',
  EXCHANGE_PROC_WAITING: '교환회수 · 재발송 대기',
  EXCHANGE_DONE: '교환완료',
};

export function optionStatusLabel(option: Pick<OrderOption, 'orderStatusType' | 'claimStatusType'>): string {
  const claim = option.claimStatusType;
  if (claim) {
    if (CLAIM_LABELS[claim]) return CLAIM_LABELS[claim];
    if (claim.startsWith('CANCEL')) return '취소처리중';
    if (claim.startsWith('RETURN')) return '반품처리중';
    if (claim.startsWith('EXCHANGE')) return '교환처리중';
  }
  return ORDER_STATUS_LABELS[option.orderStatusType] ?? option.orderStatusType;
}

export function payTypeLabel(payType: string): string {
  if (isPaymentMethod(payType)) return PAYMENT_METHOD_LABELS[payType];
  if (payType === 'ACCUMULATION') return '적립금 전액 결제';
  if (payType === 'ZERO_PAY') return '0원 결제';
  return payType;
}

/**
 * The order statuses GET /profile/orders accepts for a tracker tab. Core's tracker also names the
 * in-progress claim roll-ups (CANCEL_PROCESSING, …), which the platform lists by claim and the
 * local stand-in refuses in this filter; only plain order statuses are sent.
 */
const FILTERABLE: ReadonlySet<string> = new Set<OrderStatusType>([
  'DEPOSIT_WAIT', 'PAY_DONE', 'PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE', 'BUY_CONFIRM', 'CANCEL_DONE', 'RETURN_DONE', 'EXCHANGE_DONE',
]);

export function orderRequestTypesFor(group: OrderTrackerGroup | null): OrderStatusType[] | undefined {
  if (!group) return undefined;
  return ORDER_REQUEST_TYPES_BY_GROUP[group].filter((status): status is OrderStatusType & typeof status => FILTERABLE.has(status));
}
