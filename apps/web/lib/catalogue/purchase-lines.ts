// The option lines a shopper has picked on the product page: what the purchase panel needs on first
// load (the total, the first required input left empty). The requests they become are in
// purchase-requests.ts, loaded with the buttons' actions.
import type { OptionInputField } from '@courtside/core/api';
import type { ProductDelivery } from '@courtside/core/cart';
import type { PickedOption } from './option-tree';

export interface PurchaseLine {
  option: PickedOption;
  orderCnt: number;
  /** Typed values by inputNo. */
  inputs: Record<number, string>;
}

export interface PurchaseProduct {
  productNo: number;
  productName: string;
  imageUrl: string;
  salePrice: number;
  immediateDiscountAmt: number;
  additionDiscountAmt: number;
  delivery: ProductDelivery;
  minBuyCnt: number;
  maxBuyTimeCnt: number;
}

/** The first required input left empty, as "각인 문구을(를) 입력해 주세요." style text; null when all are filled. */
export function missingInputMessage(lines: readonly PurchaseLine[], fields: readonly OptionInputField[]): string | null {
  for (const line of lines) {
    for (const field of fields) {
      if (field.required && (line.inputs[field.inputNo] ?? '').trim() === '') return `${field.inputLabel}을(를) 입력해 주세요.`;
    }
  }
  return null;
}

export function lineTotal(lines: readonly PurchaseLine[]): number {
  return lines.reduce((sum, line) => sum + line.option.buyPrice * line.orderCnt, 0);
}
