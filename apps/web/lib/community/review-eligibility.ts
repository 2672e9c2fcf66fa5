// Whether an order line can still be reviewed, told before the shopper writes anything: delivered
// (or purchase-confirmed) lines not yet reviewed can; a reviewed line, a line still on its way and
// a cancelled or returned line cannot, each with its reason.
import type { OrderStatusType, OrderSummary } from '@courtside/core/api';
import { optionText } from '@/lib/catalogue/option-text';

export type ReviewEligibility = 'writable' | 'reviewed' | 'not-delivered' | 'closed';

export const REVIEW_ELIGIBILITY_TEXT: Readonly<Record<ReviewEligibility, string>> = {
  writable: '리뷰를 쓸 수 있습니다.',
  reviewed: '이미 리뷰를 작성한 주문 상품입니다.',
  'not-delivered': '배송이 완료되면 리뷰를 쓸 수 있습니다.',
  closed: '취소·반품·교환된 주문 상품은 리뷰를 쓸 수 없습니다.',
};

const DELIVERED: ReadonlySet<OrderStatusType> = new Set(['DELIVERY_DONE', 'BUY_CONFIRM']);
const ON_THE_WAY: ReadonlySet<OrderStatusType> = new Set(['DEPOSIT_WAIT', 'PAY_DONE', 'PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'PAY_WAIT']);

export interface ReviewableLine {
  orderOptionNo: number;
  orderStatusType: OrderStatusType;
}

export function reviewEligibility(line: ReviewableLine, reviewedOrderOptionNos: ReadonlySet<number>): ReviewEligibility {
  if (reviewedOrderOptionNos.has(line.orderOptionNo)) return 'reviewed';
  if (DELIVERED.has(line.orderStatusType)) return 'writable';
  if (ON_THE_WAY.has(line.orderStatusType)) return 'not-delivered';
  return 'closed';
}

/** A bought line of one product, as the review dialog offers it: "색상: 블랙 / 구성: 1개입 (2개)". */
export interface BoughtLineView {
  readonly orderOptionNo: number;
  readonly optionNo: number;
  readonly label: string;
  readonly eligibility: ReviewEligibility;
}

/**
 * The lines of `productNo` in the member's orders, each with whether it can still be reviewed; a
 * cancelled or returned line is no purchase and is left out.
 */
export function boughtLines(orders: readonly Pick<OrderSummary, 'orderOptions'>[], productNo: number, reviewed: ReadonlySet<number>): BoughtLineView[] {
  return orders
    .flatMap((order) => order.orderOptions.filter((o) => o.productNo === productNo))
    .map((option) => ({
      orderOptionNo: option.orderOptionNo,
      optionNo: option.optionNo,
      label: `${optionText(option.optionName, option.optionValue) || option.productName} (${option.orderCnt}개)`,
      eligibility: reviewEligibility(option, reviewed),
    }))
    .filter((line) => line.eligibility !== 'closed');
}
