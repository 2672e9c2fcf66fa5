// The option lines a shopper has picked on the product page, and the requests they become:
// member cart items, guest cart items and order-sheet products.
import type { CartAddItem, OptionInputField, OrderSheetProduct } from '@courtside/core/api';
import type { NewGuestCartItem, ProductDelivery } from '@courtside/core/cart';
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

function optionInputs(line: PurchaseLine, fields: readonly OptionInputField[]) {
  return fields
    .map((field) => ({ inputNo: field.inputNo, inputLabel: field.inputLabel, inputValue: (line.inputs[field.inputNo] ?? '').trim() }))
    .filter((input) => input.inputValue !== '');
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

export function memberCartItems(product: PurchaseProduct, lines: readonly PurchaseLine[], fields: readonly OptionInputField[]): CartAddItem[] {
  return lines.map((line) => ({
    productNo: product.productNo,
    optionNo: line.option.optionNo,
    orderCnt: line.orderCnt,
    optionInputs: optionInputs(line, fields).map(({ inputLabel, inputValue }) => ({ inputLabel, inputValue })),
  }));
}

export function orderSheetProducts(product: PurchaseProduct, lines: readonly PurchaseLine[], fields: readonly OptionInputField[]): OrderSheetProduct[] {
  return memberCartItems(product, lines, fields).map((item) => ({ ...item, optionInputs: item.optionInputs ?? [] }));
}

export function guestCartItems(product: PurchaseProduct, lines: readonly PurchaseLine[], fields: readonly OptionInputField[]): NewGuestCartItem[] {
  return lines.map((line) => ({
    product: { productNo: product.productNo, productName: product.productName, imageUrl: product.imageUrl, delivery: product.delivery },
    option: {
      optionNo: line.option.optionNo,
      optionTitle: line.option.title,
      optionName: line.option.label,
      optionValue: line.option.value,
      imageUrl: line.option.imageUrl ?? product.imageUrl,
      orderCnt: line.orderCnt,
      stockCnt: line.option.stockCnt,
      price: {
        salePrice: product.salePrice,
        addPrice: line.option.addPrice,
        immediateDiscountAmt: product.immediateDiscountAmt,
        additionalDiscountAmt: product.additionDiscountAmt,
      },
      optionInputs: optionInputs(line, fields),
      editorImage: null,
    },
  }));
}
