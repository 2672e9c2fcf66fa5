// Receipt building refuses data it cannot print truthfully (payments that do not add up, a column
// count no paper has) rather than printing a receipt that lies to the customer.
import { CodedError } from '../errors/coded-error.ts';

export type ReceiptErrorCode =
  | 'RECEIPT_COLUMNS_UNSUPPORTED'
  | 'RECEIPT_QUANTITY_INVALID'
  | 'RECEIPT_NO_LINES'
  | 'RECEIPT_PAYMENT_MISMATCH'
  | 'RECEIPT_TENDER_SHORT';

const RECEIPT_ERROR_MESSAGES: Readonly<Record<ReceiptErrorCode, string>> = {
  RECEIPT_COLUMNS_UNSUPPORTED: '지원하지 않는 영수증 폭입니다. 프린터 설정에서 24~64칸(58mm는 32칸, 80mm는 42칸 또는 48칸)으로 정하세요.',
  RECEIPT_QUANTITY_INVALID: '수량은 0이 아닌 정수여야 합니다.',
  RECEIPT_NO_LINES: '영수증에 인쇄할 상품이 없습니다.',
  RECEIPT_PAYMENT_MISMATCH: '결제 금액의 합이 받을 금액과 다릅니다.',
  RECEIPT_TENDER_SHORT: '받은 현금이 결제 금액보다 적습니다.',
};

export function receiptErrorMessage(code: ReceiptErrorCode): string {
  return RECEIPT_ERROR_MESSAGES[code];
}

/** A CodedError (so apps catch and wire it like any other) with its own codes. */
export class ReceiptError extends CodedError<ReceiptErrorCode> {
  constructor(code: ReceiptErrorCode, details: Record<string, unknown> = {}) {
    super(code, { message: RECEIPT_ERROR_MESSAGES[code], details });
  }
}
