// The guest cart as stored under the GUEST_KEY local-storage key: one JSON document holding the
// items, the save timestamp, the checkbox selections and the last delivery prices, so one write
// replaces all four and one remove clears them together. Whatever is read back is checked field by
// field: storage is outside input (older versions, other tabs, hand edits), and a document that
// does not check out is treated as no cart rather than half-trusted.
import { STORAGE_KEYS } from '../constants/platform.ts';
import { HIDDEN_STOCK } from './line-rules.ts';
import type {
  CartLinePrice,
  DeliveryCondition,
  GuestCart,
  GuestCartLine,
  GuestCartProduct,
  GuestDeliveryPrice,
  OptionInput,
  ProductDelivery,
} from './types.ts';

/** The local-storage key of the guest cart document (the platform's own name). */
export const GUEST_CART_STORAGE_KEY = STORAGE_KEYS.guestKey;
export const GUEST_CART_DOCUMENT_VERSION = 1;

export interface PersistedGuestCart {
  readonly version: typeof GUEST_CART_DOCUMENT_VERSION;
  readonly savedAt: number | null;
  readonly products: readonly GuestCartProduct[];
  readonly selectedCartNos: readonly number[];
  readonly deliveryPrices: readonly GuestDeliveryPrice[];
}

export function serializeGuestCart(cart: GuestCart): string {
  const document: PersistedGuestCart = { version: GUEST_CART_DOCUMENT_VERSION, ...cart };
  return JSON.stringify(document);
}

type Reader<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const int: Reader<number> = (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined);
const amount: Reader<number> = (v) => {
  const n = int(v);
  return n !== undefined && n >= 0 ? n : undefined;
};
const text: Reader<string> = (v) => (typeof v === 'string' ? v : undefined);
const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v) =>
    v === null ? null : read(v);

function list<T>(read: Reader<T>): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const out: T[] = [];
    for (const item of value) {
      const parsed = read(item);
      if (parsed === undefined) return undefined;
      out.push(parsed);
    }
    return out;
  };
}

/** Reads every field with its reader; undefined as soon as one is missing or wrong. */
function record<T>(readers: { [K in keyof T]: Reader<T[K]> }): Reader<T> {
  return (value) => {
    if (!isRecord(value)) return undefined;
    const out: Partial<T> = {};
    for (const key of Object.keys(readers) as (keyof T)[]) {
      const parsed = readers[key](value[key as string]);
      if (parsed === undefined) return undefined;
      out[key] = parsed;
    }
    return out as T;
  };
}

const optionInput = record<OptionInput>({ inputLabel: text, inputValue: text, inputNo: nullable(int) });
const linePrice = record<CartLinePrice>({
  salePrice: amount,
  addPrice: amount,
  immediateDiscountAmt: amount,
  additionalDiscountAmt: amount,
});
const stock: Reader<number> = (v) => {
  const n = int(v);
  return n !== undefined && (n >= 0 || n === HIDDEN_STOCK) ? n : undefined;
};
const quantity: Reader<number> = (v) => {
  const n = int(v);
  return n !== undefined && n >= 1 ? n : undefined;
};
const line = record<GuestCartLine>({
  cartNo: int,
  productNo: int,
  optionNo: int,
  optionTitle: text,
  optionName: text,
  optionValue: text,
  imageUrl: text,
  orderCnt: quantity,
  stockCnt: stock,
  price: linePrice,
  optionInputs: list(optionInput),
  editorImage: nullable(text),
});
const conditionType: Reader<DeliveryCondition['deliveryConditionType']> = (v) =>
  v === 'FREE' || v === 'CONDITIONAL' || v === 'FIXED_FEE' ? v : undefined;
const delivery = record<ProductDelivery>({
  partnerName: text,
  deliveryTemplateGroupNo: nullable(int),
  deliveryCondition: record<DeliveryCondition>({
    deliveryConditionType: conditionType,
    baseDeliveryAmt: amount,
    aboveDeliveryAmt: amount,
    deliveryAmt: amount,
  }),
});
const product = record<GuestCartProduct>({
  productNo: int,
  productName: text,
  imageUrl: text,
  delivery,
  orderProductOptions: list(line),
});
const document = record<Omit<PersistedGuestCart, 'version'>>({
  savedAt: nullable(int),
  products: list(product),
  selectedCartNos: list(int),
  deliveryPrices: list(record<GuestDeliveryPrice>({ groupKey: text, deliveryAmt: amount })),
});

function hasUniqueCartNos(products: readonly GuestCartProduct[]): boolean {
  const cartNos = products.flatMap((p) => p.orderProductOptions.map((l) => l.cartNo));
  return new Set(cartNos).size === cartNos.length;
}

/**
 * The stored document as a cart, or null when there is none or it cannot be trusted (not JSON,
 * another version, a missing or mistyped field, an empty product, a repeated cart number).
 */
export function parseGuestCart(stored: string | null): GuestCart | null {
  if (stored === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw['version'] !== GUEST_CART_DOCUMENT_VERSION) return null;
  const parsed = document(raw);
  if (!parsed) return null;
  const wellFormed =
    parsed.products.every((p) => p.orderProductOptions.length > 0 && p.orderProductOptions.every((l) => l.productNo === p.productNo)) &&
    hasUniqueCartNos(parsed.products);
  return wellFormed ? parsed : null;
}
