// Cart rules refuse data they cannot price truthfully (fractional won, a quantity of zero) with a
// code rather than rounding it away; the Korean message is for logs and the alert a caller shows.
import { CodedError } from '../errors/coded-error.ts';

export type CartErrorCode =
  | 'CART_AMOUNT_NOT_INTEGER'
  | 'CART_INVALID_QUANTITY'
  | 'CART_INVALID_STOCK'
  | 'CART_RANDOM_OUT_OF_RANGE'
  | 'CART_NUMBERS_EXHAUSTED'
  | 'CART_UNSUPPORTED_DELIVERY_CONDITION'
  | 'CART_UNKNOWN_ACTION'
  | 'CART_STORAGE_FAILED';

const CART_ERROR_MESSAGES: Record<CartErrorCode, string> = {
  CART_AMOUNT_NOT_INTEGER: '장바구니 금액은 원 단위 정수여야 합니다.',
  CART_INVALID_QUANTITY: '수량은 1개 이상의 정수여야 합니다.',
  CART_INVALID_STOCK: '재고 수량이 올바르지 않습니다.',
  CART_RANDOM_OUT_OF_RANGE: '장바구니 번호를 만들 수 없습니다.',
  CART_NUMBERS_EXHAUSTED: '장바구니에 더 이상 상품을 담을 수 없습니다.',
  CART_UNSUPPORTED_DELIVERY_CONDITION: '지원하지 않는 배송비 조건입니다.',
  CART_UNKNOWN_ACTION: '알 수 없는 장바구니 요청입니다.',
  CART_STORAGE_FAILED: '장바구니를 저장하지 못했습니다. 다시 시도해 주세요.',
};

export function cartErrorMessage(code: CartErrorCode): string {
  return CART_ERROR_MESSAGES[code];
}

/** A CodedError (so apps catch and wire it like any other) with the cart's own codes. */
export class CartError extends CodedError<CartErrorCode> {
  constructor(code: CartErrorCode, details: Record<string, unknown> = {}, cause?: unknown) {
    super(code, { message: CART_ERROR_MESSAGES[code], details, cause });
  }
}

/** Amounts, counts and numbers in the cart must be safe integers. */
export function assertCartInteger(value: number, field: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new CartError('CART_AMOUNT_NOT_INTEGER', { field, value });
  }
}

/** For exhaustive switches: the compiler rejects a forgotten case; bad runtime data gets a code. */
export function unhandledCase(value: never, code: CartErrorCode): never {
  throw new CartError(code, { value });
}
