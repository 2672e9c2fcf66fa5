// An order as the claim dialogs and the order actions see it (cancel, return, exchange, withdraw,
// purchase confirmation, receipt): the platform's OrderDetail (its orderOptionsGroupByPartner nesting,
// orderStatusType, claimStatusType, `price.…`) ends here. What each line allows comes from the
// platform's own flags (`lib/mypage/order-actions.ts`), never guessed from statuses.
import type { OrderDetail, OrderOption } from '@courtside/core/api';
import { lineTitle, optionText } from '@/lib/catalogue/option-text';
import { canCancelWholeOrder, cancelableOptions, confirmableOptions, exchangeableOptions, optionsOf, returnableOptions, withdrawableOptions } from '@/lib/mypage/order-actions';
import { claimLineLabel } from '@/lib/order/order-view';

export interface ClaimLineView {
  readonly orderOptionNo: number;
  readonly productNo: number;
  readonly optionNo: number;
  readonly productName: string;
  /** "색상: 블랙 / 구성: 1개입"; empty without options. */
  readonly optionText: string;
  /** "스마일 댐프너 (색상: 블랙 / 구성: 1개입)". */
  readonly title: string;
  /** The cancel dialog's line: title and what it cost. */
  readonly label: string;
  readonly orderCnt: number;
  /** The option's surcharge: an exchange goes only to options at the same one. */
  readonly addPrice: number;
  readonly cancelable: boolean;
  readonly inputs: readonly { readonly inputLabel: string; readonly inputValue: string }[];
  /** The return or exchange this line is in, if any. */
  readonly claimNo: number | null;
  /** What withdrawing takes back: '교환' or '반품'. */
  readonly claimKind: '교환' | '반품';
}

export interface ClaimOrderView {
  readonly orderNo: string;
  /** The platform offers cancelling the whole order at once. */
  readonly canCancelWhole: boolean;
  /** A paid virtual-account order is refunded to a bank account the shopper gives. */
  readonly needsRefundAccount: boolean;
  /** Where the goods are collected from and an exchange goes to. */
  readonly returnAddress: OrderDetail['shippingAddress'];
  readonly receiptUrl: string | null;
  readonly cancelable: readonly ClaimLineView[];
  readonly returnable: readonly ClaimLineView[];
  readonly exchangeable: readonly ClaimLineView[];
  readonly withdrawable: readonly ClaimLineView[];
  readonly confirmable: readonly ClaimLineView[];
}

export function reshapeClaimLine(option: OrderOption): ClaimLineView {
  const text = optionText(option.optionName, option.optionValue);
  return {
    orderOptionNo: option.orderOptionNo,
    productNo: option.productNo,
    optionNo: option.optionNo,
    productName: option.productName,
    optionText: text,
    title: lineTitle(option.productName, text),
    label: claimLineLabel(option),
    orderCnt: option.orderCnt,
    addPrice: option.price.addPrice,
    cancelable: option.cancelable,
    inputs: (option.inputs ?? []).map(({ inputLabel, inputValue }) => ({ inputLabel, inputValue })),
    claimNo: option.claimNo ?? null,
    claimKind: option.claimStatusType?.startsWith('EXCHANGE') ? '교환' : '반품',
  };
}

/** A paid virtual-account order is refunded to a bank account: the platform asks for one. */
export function needsRefundAccount(order: Pick<OrderDetail, 'payType' | 'orderOptionsGroupByPartner'>): boolean {
  return order.payType === 'VIRTUAL_ACCOUNT' && optionsOf(order).every((o) => o.orderStatusType !== 'DEPOSIT_WAIT');
}

export function reshapeClaimOrder(order: OrderDetail): ClaimOrderView {
  return {
    orderNo: order.orderNo,
    canCancelWhole: canCancelWholeOrder(order),
    needsRefundAccount: needsRefundAccount(order),
    returnAddress: order.shippingAddress,
    receiptUrl: order.receiptInfos?.[0]?.url ?? null,
    cancelable: cancelableOptions(order).map(reshapeClaimLine),
    returnable: returnableOptions(order).map(reshapeClaimLine),
    exchangeable: exchangeableOptions(order).map(reshapeClaimLine),
    withdrawable: withdrawableOptions(order).map(reshapeClaimLine),
    confirmable: confirmableOptions(order).map(reshapeClaimLine),
  };
}
