// The requests a product page's picked lines become (lib/catalogue/purchase-lines.ts): member cart
// items, order-sheet products and guest cart items, with the typed option inputs (empty ones left out).
import type { CartAddItem, OptionInputField, OrderSheetProduct } from '@courtside/core/api';
import type { NewGuestCartItem } from '@courtside/core/cart';
import type { PurchaseLine, PurchaseProduct } from './purchase-lines';

function optionInputs(line: PurchaseLine, fields: readonly OptionInputField[]) {
  return fields
    .map((field) => ({ inputNo: field.inputNo, inputLabel: field.inputLabel, inputValue: (line.inputs[field.inputNo] ?? '').trim() }))
    .filter((input) => input.inputValue !== '');
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
