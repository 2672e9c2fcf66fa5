// What a shopper may do with a placed order, read from the platform's own flags (cancelable,
// returnable, nextActions) rather than guessed from statuses, plus the reasons offered in the
// cancel and return dialogs.
import type { ClaimReasonType, OrderDetail, OrderOption } from '@courtside/core/api';

export function optionsOf(order: Pick<OrderDetail, 'orderOptionsGroupByPartner'>): OrderOption[] {
  return order.orderOptionsGroupByPartner.flatMap((partner) => partner.orderOptionsGroupByDelivery.flatMap((delivery) => delivery.orderOptions));
}

/** The whole-order cancel is offered when the platform lists CANCEL_ALL for the order. */
export function canCancelWholeOrder(order: Pick<OrderDetail, 'nextActions'>): boolean {
  return order.nextActions.some((action) => action.nextActionType === 'CANCEL_ALL');
}

export function cancelableOptions(order: Pick<OrderDetail, 'orderOptionsGroupByPartner'>): OrderOption[] {
  return optionsOf(order).filter((option) => option.cancelable);
}

export function returnableOptions(order: Pick<OrderDetail, 'orderOptionsGroupByPartner'>): OrderOption[] {
  return optionsOf(order).filter((option) => option.returnable);
}

export function exchangeableOptions(order: Pick<OrderDetail, 'orderOptionsGroupByPartner'>): OrderOption[] {
  return optionsOf(order).filter((option) => option.exchangeable === true);
}

/** Options whose return or exchange the shopper may still take back (the shop has not collected it). */
export function withdrawableOptions(order: Pick<OrderDetail, 'orderOptionsGroupByPartner'>): OrderOption[] {
  return optionsOf(order).filter((option) => option.claimNo != null && (option.nextActions ?? []).some((a) => a.nextActionType === 'WITHDRAW_RETURN' || a.nextActionType === 'WITHDRAW_EXCHANGE'));
}

export function confirmableOptions(order: Pick<OrderDetail, 'orderOptionsGroupByPartner'>): OrderOption[] {
  return optionsOf(order).filter((option) => (option.nextActions ?? []).some((action) => action.nextActionType === 'CONFIRM_ORDER'));
}

/** Reasons a buyer picks from (the seller-side ones are the shop's to choose). */
export const CANCEL_REASONS: readonly { value: ClaimReasonType; label: string }[] = [
  { value: 'CHANGE_MIND', label: '단순 변심' },
  { value: 'WRONG_PRODUCT_DETAIL', label: '상품 정보와 다름' },
  { value: 'DELAY_DELIVERY', label: '배송 지연' },
  { value: 'OTHERS_BUYER', label: '기타' },
];

export const RETURN_REASONS: readonly { value: ClaimReasonType; label: string }[] = [
  { value: 'CHANGE_MIND', label: '단순 변심' },
  { value: 'DEFECTIVE_PRODUCT', label: '상품 불량' },
  { value: 'WRONG_DELIVERY', label: '오배송' },
  { value: 'WRONG_PRODUCT_DETAIL', label: '상품 정보와 다름' },
  { value: 'OTHERS_BUYER', label: '기타' },
];

export interface CancelChoice {
  /** Whole order, or these options with these quantities. */
  scope: 'order' | 'options';
  quantities: Readonly<Record<number, number>>;
}

/** The options and counts to cancel: only cancelable options, counts clamped to what was ordered. */
export function cancelLines(options: readonly Pick<OrderOption, 'orderOptionNo' | 'orderCnt' | 'cancelable'>[], quantities: Readonly<Record<number, number>>): { orderOptionNo: number; productCnt: number }[] {
  return options
    .filter((option) => option.cancelable)
    .map((option) => ({ orderOptionNo: option.orderOptionNo, productCnt: Math.min(option.orderCnt, Math.max(0, Math.floor(quantities[option.orderOptionNo] ?? 0))) }))
    .filter((line) => line.productCnt > 0);
}

/** Banks a virtual-account refund can go to (the platform's codes). */
export const REFUND_BANKS: readonly { code: string; name: string }[] = [
  { code: 'KB', name: '국민은행' }, { code: 'SHINHAN', name: '신한은행' }, { code: 'WOORI', name: '우리은행' }, { code: 'KEBHANA', name: '하나은행' },
  { code: 'NH', name: '농협은행' }, { code: 'IBK', name: '기업은행' }, { code: 'KAKAO', name: '카카오뱅크' }, { code: 'TOSS', name: '토스뱅크' },
  { code: 'KBANK', name: '케이뱅크' }, { code: 'SC', name: 'SC제일은행' }, { code: 'EPOST', name: '우체국' }, { code: 'KFCC', name: '새마을금고' },
  { code: 'SUHYUP', name: '수협은행' }, { code: 'PUSAN', name: '부산은행' }, { code: 'DAEGU', name: 'iM뱅크(대구은행)' }, { code: 'GYEONGNAM', name: '경남은행' },
];
