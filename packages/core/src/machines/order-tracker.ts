// The order tracker on my-page (seed §4 "Order tracker groups") and its status tabs. Five progress
// steps come from the seed; cancel, return and exchange come from the platform's claim statuses.
// Each group knows which `orderRequestTypes` values fetch its orders (GET /profile/orders).
import type { OrderStatusType } from '../api/shop-api-order-types.ts';
import type { ORDER_CLAIM_DONE_STATUSES, ORDER_PROGRESS_STATUSES } from '../constants/order-status.ts';

/** orderStatusType values of the platform, plus the display-only claim roll-ups. */
export type TrackedOrderStatus = OrderStatusType | 'CANCEL_PROCESSING' | 'RETURN_PROCESSING' | 'EXCHANGE_WAITING' | 'EXCHANGE_PROCESSING';

/** The values GET /profile/orders accepts in `orderRequestTypes`. */
export type OrderStatusFilter =
  | (typeof ORDER_PROGRESS_STATUSES)[number]
  | (typeof ORDER_CLAIM_DONE_STATUSES)[number]
  | 'CANCEL_PROCESSING'
  | 'RETURN_PROCESSING'
  | 'EXCHANGE_WAITING'
  | 'EXCHANGE_PROCESSING';

export type OrderTrackerGroup =
  | 'DEPOSIT_WAIT'
  | 'PAY_DONE'
  | 'PREPARING'
  | 'DELIVERING'
  | 'DELIVERED'
  | 'CANCEL'
  | 'RETURN'
  | 'EXCHANGE';

/** The tracker's steps, in the order an order moves through them. */
export const ORDER_PROGRESS_GROUPS = ['DEPOSIT_WAIT', 'PAY_DONE', 'PREPARING', 'DELIVERING', 'DELIVERED'] as const;
/** The claim tabs shown after the steps. */
export const ORDER_CLAIM_GROUPS = ['CANCEL', 'RETURN', 'EXCHANGE'] as const;
export const ORDER_TRACKER_GROUPS: readonly OrderTrackerGroup[] = [...ORDER_PROGRESS_GROUPS, ...ORDER_CLAIM_GROUPS];

export const ORDER_TRACKER_LABELS: Readonly<Record<OrderTrackerGroup, string>> = {
  DEPOSIT_WAIT: '입금대기',
  PAY_DONE: '결제완료',
  PREPARING: '배송준비중',
  DELIVERING: '배송중',
  DELIVERED: '배송완료',
  CANCEL: '취소',
  RETURN: '반품',
  EXCHANGE: '교환',
};

/** What to send as `orderRequestTypes` to list one tab's orders. */
export const ORDER_REQUEST_TYPES_BY_GROUP: Readonly<Record<OrderTrackerGroup, readonly OrderStatusFilter[]>> = {
  DEPOSIT_WAIT: ['DEPOSIT_WAIT'],
  PAY_DONE: ['PAY_DONE'],
  PREPARING: ['PRODUCT_PREPARE', 'DELIVERY_PREPARE'],
  DELIVERING: ['DELIVERY_ING'],
  DELIVERED: ['DELIVERY_DONE', 'BUY_CONFIRM'],
  CANCEL: ['CANCEL_PROCESSING', 'CANCEL_DONE'],
  RETURN: ['RETURN_PROCESSING', 'RETURN_DONE'],
  EXCHANGE: ['EXCHANGE_WAITING', 'EXCHANGE_PROCESSING', 'EXCHANGE_DONE'],
};

const GROUP_BY_ORDER_STATUS: Readonly<Partial<Record<TrackedOrderStatus, OrderTrackerGroup>>> = {
  DEPOSIT_WAIT: 'DEPOSIT_WAIT',
  PAY_DONE: 'PAY_DONE',
  PRODUCT_PREPARE: 'PREPARING',
  DELIVERY_PREPARE: 'PREPARING',
  DELIVERY_ING: 'DELIVERING',
  DELIVERY_DONE: 'DELIVERED',
  BUY_CONFIRM: 'DELIVERED',
  CANCEL_DONE: 'CANCEL',
  CANCEL_PROCESSING: 'CANCEL',
  RETURN_DONE: 'RETURN',
  RETURN_PROCESSING: 'RETURN',
  EXCHANGE_DONE: 'EXCHANGE',
  EXCHANGE_WAIT: 'EXCHANGE',
  EXCHANGE_WAITING: 'EXCHANGE',
  EXCHANGE_PROCESSING: 'EXCHANGE',
};

export const ORDER_STATUS_LABELS: Readonly<Record<TrackedOrderStatus, string>> = {
  DEPOSIT_WAIT: '입금대기',
  PAY_DONE: '결제완료',
  PRODUCT_PREPARE: '상품준비중',
  DELIVERY_PREPARE: '배송준비중',
  DELIVERY_ING: '배송중',
  DELIVERY_DONE: '배송완료',
  BUY_CONFIRM: '구매확정',
  CANCEL_DONE: '취소완료',
  RETURN_DONE: '반품완료',
  EXCHANGE_DONE: '교환완료',
  PAY_WAIT: '결제대기',
  PAY_CANCEL: '결제취소',
  PAY_FAIL: '결제실패',
  DELETE: '삭제',
  EXCHANGE_WAIT: '교환대기',
  REFUND_DONE: '환불완료',
  CANCEL_PROCESSING: '취소처리중',
  RETURN_PROCESSING: '반품처리중',
  EXCHANGE_WAITING: '교환대기중',
  EXCHANGE_PROCESSING: '교환처리중',
};

export interface OrderOptionStatus {
  readonly orderStatusType: TrackedOrderStatus;
  /** e.g. CANCEL_REQUEST, RETURN_PROC_BEFORE_RECEIVE, EXCHANGE_DONE_PAY_DONE; null without a claim. */
  readonly claimStatusType: string | null;
}

/**
 * The tracker group of one order option. A claim in any state (requested, in progress, done)
 * puts the option in that claim's group whatever its order status says. Payment states before
 * an order exists (PAY_WAIT, PAY_FAIL, PAY_CANCEL), DELETE and a bare REFUND_DONE belong to no
 * group: null.
 */
export function orderTrackerGroupOf(status: OrderOptionStatus): OrderTrackerGroup | null {
  const claim = status.claimStatusType ?? '';
  if (claim.startsWith('CANCEL_')) return 'CANCEL';
  if (claim.startsWith('RETURN_')) return 'RETURN';
  if (claim.startsWith('EXCHANGE_')) return 'EXCHANGE';
  return GROUP_BY_ORDER_STATUS[status.orderStatusType] ?? null;
}

/** The `orderRequestTypes` query value for one or more tabs: "PRODUCT_PREPARE,DELIVERY_PREPARE". */
export function orderRequestTypesQuery(groups: readonly OrderTrackerGroup[]): string {
  const types = groups.flatMap((g) => ORDER_REQUEST_TYPES_BY_GROUP[g]);
  return [...new Set(types)].join(',');
}

/** GET /profile/orders/summary/status; missing counts read as 0. */
export type OrderStatusCounts = Readonly<Partial<Record<`${string}Cnt`, number>>>;

const SUMMARY_FIELDS_BY_GROUP: Readonly<Record<OrderTrackerGroup, readonly `${string}Cnt`[]>> = {
  DEPOSIT_WAIT: ['depositWaitCnt'],
  PAY_DONE: ['payDoneCnt'],
  PREPARING: ['productPrepareCnt', 'deliveryPrepareCnt'],
  DELIVERING: ['deliveryIngCnt'],
  DELIVERED: ['deliveryDoneCnt', 'buyConfirmCnt'],
  CANCEL: ['cancelProcessingCnt', 'cancelDoneCnt'],
  RETURN: ['returnProcessingCnt', 'returnDoneCnt'],
  EXCHANGE: ['exchangeWaitingCnt', 'exchangeProcessingCnt', 'exchangeDoneCnt'],
};

/** The number on each tracker step and claim tab, from the platform's status summary. */
export function orderTrackerCounts(summary: OrderStatusCounts): Record<OrderTrackerGroup, number> {
  const counts = {} as Record<OrderTrackerGroup, number>;
  for (const group of ORDER_TRACKER_GROUPS) {
    counts[group] = SUMMARY_FIELDS_BY_GROUP[group].reduce((sum, field) => sum + (summary[field] ?? 0), 0);
  }
  return counts;
}
