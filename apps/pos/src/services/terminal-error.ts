// The terminal's own failures, as codes with the Korean sentence the counter shows. Services throw
// TerminalError; the dispatcher turns it (and any CourtsideError from core or hardware) into
// `{ ok: false, error: { code, message } }`.
import { CourtsideError } from '@courtside/core/errors';

const TERMINAL_MESSAGES = {
  IPC_UNKNOWN_CHANNEL: '알 수 없는 요청입니다.',
  IPC_INVALID_ARGS: '요청 내용이 올바르지 않습니다.',
  IPC_INVALID_RESULT: '처리 결과가 올바르지 않습니다. 관리자에게 알려 주세요.',
  IPC_SENDER_REJECTED: '허용되지 않은 화면에서 온 요청입니다.',
  AUTH_REQUIRED: '직원 로그인이 필요합니다.',
  AUTH_FORBIDDEN: '이 작업을 할 권한이 없습니다.',
  AUTH_LOCKED: '화면이 잠겼습니다. PIN을 입력해 잠금을 푸세요.',
  AUTH_FAILED: 'PIN이 올바르지 않습니다.',
  AUTH_STAFF_UNKNOWN: '등록된 직원 중에 이 이름이 없습니다. 이름을 확인하거나 관리자에게 문의하세요.',
  AUTH_STAFF_INACTIVE: '사용이 중지된 직원입니다. 관리자에게 문의하세요.',
  AUTH_OFFLINE_UNKNOWN: '서버에 연결할 수 없고, 이 단말기에서 로그인한 적이 없는 직원입니다. 네트워크를 확인하세요.',
  AUTH_OFFLINE_EXPIRED: '오프라인 로그인 기간이 지났습니다. 서버에 연결된 상태에서 다시 로그인하세요.',
  TERMINAL_NOT_REGISTERED: '단말기가 아직 등록되지 않았습니다. 아래의 [단말기 등록]으로 먼저 등록하세요.',
  TERMINAL_KEY_REJECTED: '서버가 이 단말기를 알지 못합니다 (사용 중지되었거나 서버 데이터가 바뀌었습니다). [단말기 등록]으로 다시 등록하세요.',
  SALE_TOTAL_MISMATCH: '결제 금액의 합이 받을 금액과 다릅니다.',
  SALE_TENDER_SHORT: '받은 금액이 결제 금액보다 적습니다.',
  SALE_DISCOUNT_TOO_LARGE: '할인 금액이 상품 금액보다 큽니다.',
  SALE_NO_LINES: '판매할 상품이 없습니다.',
  SALE_INVALID: '판매 내용이 올바르지 않습니다.',
  SALE_NOT_FOUND: '거래를 찾을 수 없습니다.',
  HELD_SALE_NOT_FOUND: '보류한 거래를 찾을 수 없습니다.',
  REFUND_NOTHING: '환불할 수량을 선택하세요.',
  REFUND_EXCEEDS_SALE: '판매한 수량보다 많이 환불할 수 없습니다.',
  REFUND_APPROVAL_REQUIRED: '카드 환불은 취소 승인번호가 필요합니다.',
  REFUND_LINE_UNKNOWN: '환불할 상품 줄을 찾을 수 없습니다.',
  EXCHANGE_NO_RETURN: '교환으로 돌려받을 상품과 수량을 선택하세요.',
  EXCHANGE_NO_NEW_ITEMS: '교환해 줄 상품을 추가하세요 (금액이 0원인 교환은 반품 후 새로 판매하세요).',
  EXCHANGE_NOTHING_RETURNED: '선택한 반품 상품의 금액이 0원입니다. 교환 대신 새로 판매하세요.',
  EXCHANGE_PAYMENT_MISMATCH: '받을 차액과 결제 금액이 다릅니다.',
  EXCHANGE_NOT_LOCAL: '이 단말기에서 판매한 거래만 교환할 수 있습니다. 판매한 단말기에서 교환하세요.',
  PRODUCT_NOT_FOUND: '상품을 찾을 수 없습니다.',
  BARCODE_NOT_FOUND: '등록되지 않은 바코드입니다.',
  BARCODE_TAKEN: '이미 다른 상품에 등록된 바코드입니다.',
  STOCK_REASON_REQUIRED: '재고 조정 사유를 입력하세요.',
  STOCK_QUANTITY_INVALID: '수량이 올바르지 않습니다.',
  SERVER_UNREACHABLE: '서버에 연결할 수 없습니다. 네트워크를 확인하세요.',
  SERVER_ERROR: '서버가 요청을 처리하지 못했습니다. 잠시 후 다시 시도하세요.',
  SERVER_REPLY_INVALID: '서버의 응답 형식이 이 단말기와 맞지 않습니다. 단말기와 서버의 버전을 확인하세요.',
  SETTINGS_INVALID: '설정 값이 올바르지 않습니다.',
  CUSTOM_ORDER_NOT_FOUND: '주문 제작 주문을 찾을 수 없습니다.',
  PAYMENT_DECLINED: '카드사에서 승인을 거절했습니다.',
  PAYMENT_UNKNOWN: '카드 단말기 응답을 받지 못해 거래를 자동으로 취소(망취소)했습니다. 다시 결제하세요.',
  PAYMENT_AGENT_UNREACHABLE: '카드 단말기(VAN 에이전트)에 연결할 수 없습니다. 에이전트가 켜져 있는지 확인하세요. 고장이면 수기 입력으로 받으세요.',
  PAYMENT_AGENT_BUSY: '카드 단말기가 다른 거래를 처리하고 있습니다. 잠시 후 다시 시도하세요.',
  PAYMENT_AGENT_OFF: '카드 단말기가 설정되어 있지 않습니다. 설정에서 카드 단말기 연결을 정하거나 수기 입력으로 받으세요.',
  PAYMENT_IN_PROGRESS: '이 결제는 이미 카드 단말기에서 진행 중입니다. 끝날 때까지 기다리세요.',
  PAYMENT_AMOUNT_INVALID: '결제 금액은 1원 이상, 남은 금액 이하여야 합니다.',
  PAYMENT_INSTALLMENT_INVALID: '할부는 50,000원 이상 결제에서만 할 수 있습니다.',
  CASH_RECEIPT_INVALID: '현금영수증 정보가 올바르지 않습니다.',
  REFUND_CANCEL_FAILED: '카드 취소가 되지 않았습니다.',
  REFUND_CANCEL_UNKNOWN: '카드 취소 결과를 받지 못했습니다. 다시 환불을 누르면 같은 취소를 다시 확인합니다 (두 번 취소되지 않습니다).',
  INTERNAL: '처리 중 문제가 생겼습니다. 다시 시도하세요.',
} as const satisfies Readonly<Record<string, string>>;

export type TerminalErrorCode = keyof typeof TERMINAL_MESSAGES;

export function terminalErrorMessage(code: TerminalErrorCode): string {
  return TERMINAL_MESSAGES[code];
}

export class TerminalError extends CourtsideError<string> {
  constructor(code: TerminalErrorCode, options: { readonly cause?: unknown; readonly details?: Record<string, unknown>; readonly message?: string } = {}) {
    super(code, { message: options.message ?? TERMINAL_MESSAGES[code], cause: options.cause, details: options.details ?? {} });
  }
}
