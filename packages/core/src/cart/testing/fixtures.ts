// Builders for cart tests: realistic Courtside products with only the fields a test cares about.
import type {
  CartStorage,
  DeliveryCondition,
  GuestCart,
  GuestCartLine,
  GuestCartProduct,
  NewGuestCartItem,
  ProductDelivery,
  RandomSource,
} from '../types.ts';

export const CONDITIONAL_3000_OVER_30000: DeliveryCondition = {
  deliveryConditionType: 'CONDITIONAL',
  baseDeliveryAmt: 3000,
  aboveDeliveryAmt: 30000,
  deliveryAmt: 3000,
};

export const SHOP_DELIVERY: ProductDelivery = {
  partnerName: '쇼핑몰배송',
  deliveryTemplateGroupNo: 1,
  deliveryCondition: CONDITIONAL_3000_OVER_30000,
};

type ItemOverrides = Partial<NewGuestCartItem['option']> & {
  readonly productNo?: number;
  readonly productName?: string;
  readonly delivery?: ProductDelivery;
};

export function newItem(overrides: ItemOverrides = {}): NewGuestCartItem {
  const { productNo = 101, productName = '코트사이드 댐프너', delivery = SHOP_DELIVERY, ...option } = overrides;
  return {
    product: { productNo, productName, imageUrl: `https://img.example/p${productNo}.png`, delivery },
    option: {
      optionNo: 1001,
      optionTitle: '색상',
      optionName: '색상',
      optionValue: '블랙',
      imageUrl: `https://img.example/p${productNo}-o.png`,
      orderCnt: 1,
      stockCnt: 10,
      price: { salePrice: 8000, addPrice: 0, immediateDiscountAmt: 0, additionalDiscountAmt: 0 },
      optionInputs: [],
      editorImage: null,
      ...option,
    },
  };
}

// Tests index into carts they just built; a wrong index fails the test on the next property read.
export function lineOf(product: GuestCartProduct, index = 0): GuestCartLine {
  return product.orderProductOptions[index] as GuestCartLine;
}

export function productOf(cart: GuestCart, index = 0): GuestCartProduct {
  return cart.products[index] as GuestCartProduct;
}

export function allLines(cart: GuestCart): GuestCartLine[] {
  return cart.products.flatMap((p) => [...p.orderProductOptions]);
}

/** Returns the given values in turn, then repeats the last. */
export function sequence(...values: number[]): RandomSource {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] as number;
}

export class MemoryStorage implements CartStorage {
  readonly data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}
