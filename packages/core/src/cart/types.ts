// Plain data of the guest cart (seed §3 "Cart option line", "Cart product", "Delivery group").
// A member's cart lives on the platform; a guest's lives in the browser's local storage, so these
// shapes are also what is persisted (see persisted-cart.ts).

/** Synchronous string storage. `window.localStorage` satisfies it as is; tests pass a Map. */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where time comes from: epoch milliseconds. */
export interface Clock {
  now(): number;
}

/** Uniform in [0, 1), like Math.random; injected so cart numbers are reproducible in tests. */
export type RandomSource = () => number;

export interface OptionInput {
  readonly inputLabel: string;
  readonly inputValue: string;
  readonly inputNo: number | null;
}

/** Unit prices in integer won; line amounts multiply them by orderCnt. */
export interface CartLinePrice {
  readonly salePrice: number;
  readonly addPrice: number;
  readonly immediateDiscountAmt: number;
  readonly additionalDiscountAmt: number;
}

export interface GuestCartLine {
  /** Five digits, 10000–99999, unique within this cart; generated locally. */
  readonly cartNo: number;
  readonly productNo: number;
  readonly optionNo: number;
  readonly optionTitle: string;
  readonly optionName: string;
  readonly optionValue: string;
  readonly imageUrl: string;
  readonly orderCnt: number;
  /** Available stock; HIDDEN_STOCK (−999) when the mall hides stock, meaning no known limit. */
  readonly stockCnt: number;
  readonly price: CartLinePrice;
  readonly optionInputs: readonly OptionInput[];
  /** The custom design's image; the same option with another design is a separate line. */
  readonly editorImage: string | null;
}

export type DeliveryConditionType = 'FREE' | 'CONDITIONAL' | 'FIXED_FEE';

export interface DeliveryCondition {
  readonly deliveryConditionType: DeliveryConditionType;
  /** CONDITIONAL: the fee charged below the threshold. */
  readonly baseDeliveryAmt: number;
  /** CONDITIONAL: the threshold; a group buying at least this much ships free. */
  readonly aboveDeliveryAmt: number;
  /** FIXED_FEE: the fee always charged. */
  readonly deliveryAmt: number;
}

export interface ProductDelivery {
  readonly partnerName: string;
  /** Products sharing a template group ship together; null groups by partner instead. */
  readonly deliveryTemplateGroupNo: number | null;
  readonly deliveryCondition: DeliveryCondition;
}

export interface GuestCartProduct {
  readonly productNo: number;
  readonly productName: string;
  readonly imageUrl: string;
  readonly delivery: ProductDelivery;
  readonly orderProductOptions: readonly GuestCartLine[];
}

/** Last known delivery fee per delivery group, kept so a reopened cart shows it at once. */
export interface GuestDeliveryPrice {
  readonly groupKey: string;
  readonly deliveryAmt: number;
}

export interface GuestCart {
  readonly products: readonly GuestCartProduct[];
  /** When items were last saved (epoch ms); null for a cart never saved. */
  readonly savedAt: number | null;
  /** The checkbox selections: cartNos of the lines to buy. */
  readonly selectedCartNos: readonly number[];
  readonly deliveryPrices: readonly GuestDeliveryPrice[];
}

/** What the product page hands to "add to cart". */
export interface NewGuestCartItem {
  readonly product: Omit<GuestCartProduct, 'orderProductOptions'>;
  readonly option: Omit<GuestCartLine, 'cartNo' | 'productNo'>;
}

/** Things the UI should tell the shopper, or react to, after a cart change. */
export type GuestCartEffect =
  | { readonly type: 'line-added'; readonly cartNo: number }
  | { readonly type: 'quantity-added'; readonly cartNo: number; readonly orderCnt: number; readonly message: string }
  | { readonly type: 'stock-limited'; readonly cartNo: number | null; readonly stockCnt: number; readonly message: string }
  | { readonly type: 'line-removed'; readonly cartNo: number }
  | { readonly type: 'line-not-found'; readonly cartNo: number }
  | { readonly type: 'cart-cleared'; readonly reason: 'expired' | 'emptied' };

export interface GuestCartResult {
  readonly cart: GuestCart;
  readonly effects: readonly GuestCartEffect[];
}
