// Every failure the own server's /api/pos/* routes answer, as a code with its HTTP status and a
// Korean message the terminal can show as is. Sync entries that are refused carry the same codes.

export const POS_ERRORS = {
  // Terminal and staff authentication
  POS_TERMINAL_KEY_MISSING: { status: 401, message: '단말기 키가 없습니다. 단말기를 먼저 등록해 주세요.' },
  POS_TERMINAL_KEY_INVALID: { status: 401, message: '등록되지 않았거나 사용이 중지된 단말기입니다.' },
  POS_SETUP_CODE_INVALID: { status: 403, message: '단말기 등록 코드가 올바르지 않습니다.' },
  POS_PAIRING_CODE_INVALID: { status: 403, message: '등록 코드가 올바르지 않거나 만료되었습니다. 관리자 단말기의 설정 → 단말기에서 새 등록 코드를 만들어 입력해 주세요.' },
  POS_REGISTER_LOCKED: { status: 429, message: '등록 코드를 여러 번 잘못 입력했습니다. 잠시 후 다시 시도해 주세요.' },
  POS_STAFF_SESSION_MISSING: { status: 401, message: '직원 로그인이 필요합니다.' },
  POS_STAFF_SESSION_EXPIRED: { status: 401, message: '직원 로그인이 만료되었습니다. 다시 로그인해 주세요.' },
  POS_STAFF_LOGIN_FAILED: { status: 401, message: 'PIN이 올바르지 않습니다.' },
  POS_STAFF_NAME_UNKNOWN: { status: 401, message: '등록된 직원 중에 이 이름이 없습니다. 이름을 확인하거나 관리자에게 문의해 주세요.' },
  POS_STAFF_INACTIVE: { status: 403, message: '사용이 중지된 직원입니다. 관리자에게 문의해 주세요.' },
  POS_LAST_ADMIN: { status: 409, message: '마지막 관리자는 역할을 바꾸거나 사용 중지할 수 없습니다.' },
  POS_STAFF_LOCKED: { status: 429, message: 'PIN을 여러 번 잘못 입력했습니다. 잠시 후 다시 시도해 주세요.' },
  POS_STAFF_NAME_TAKEN: { status: 409, message: '같은 이름의 직원이 이미 있습니다.' },
  POS_STAFF_NOT_FOUND: { status: 404, message: '직원을 찾을 수 없습니다.' },
  POS_PIN_INVALID: { status: 400, message: 'PIN은 숫자 4~8자리로 입력해 주세요.' },
  POS_SHOP_INVALID: { status: 400, message: '매장 정보가 올바르지 않습니다.' },
  POS_FORBIDDEN: { status: 403, message: '이 작업을 할 권한이 없습니다.' },
  // Sync
  POS_BATCH_INVALID: { status: 400, message: '동기화 요청이 올바르지 않습니다.' },
  POS_BATCH_TOO_LARGE: { status: 413, message: '한 번에 보낼 수 있는 거래 수를 넘었습니다. 나누어 보내 주세요.' },
  POS_ID_INVALID: { status: 400, message: '거래 ID가 올바른 UUIDv7이 아닙니다.' },
  POS_ID_CONFLICT: { status: 409, message: '같은 거래 ID로 내용이 다른 거래가 이미 접수되었습니다.' },
  POS_ENTRY_INVALID: { status: 400, message: '거래 내용이 올바르지 않습니다.' },
  POS_TERMINAL_MISMATCH: { status: 403, message: '다른 단말기의 거래는 보낼 수 없습니다.' },
  POS_STAFF_UNKNOWN: { status: 400, message: '등록되지 않은 직원의 거래입니다.' },
  POS_SALE_NOT_FOUND: { status: 404, message: '환불할 원 거래를 찾을 수 없습니다.' },
  POS_REFUND_EXCEEDS_SALE: { status: 409, message: '판매한 수량이나 금액보다 많이 환불할 수 없습니다.' },
  POS_EXCHANGE_MISMATCH: { status: 409, message: '교환의 판매와 반품이 서로 맞지 않습니다. 반품이 먼저 동기화되어야 합니다.' },
  POS_SYNC_UNAVAILABLE: { status: 503, message: '서버가 잠시 거래를 받을 수 없습니다. 곧 다시 보냅니다.' },
  // Catalogue, products and barcodes
  POS_CURSOR_INVALID: { status: 400, message: '카탈로그 커서가 올바르지 않습니다. 처음부터 다시 받아 주세요.' },
  POS_PRODUCT_NOT_FOUND: { status: 404, message: '상품을 찾을 수 없습니다.' },
  POS_OPTION_NOT_FOUND: { status: 404, message: '상품 옵션을 찾을 수 없습니다.' },
  POS_PRODUCT_INVALID: { status: 400, message: '상품 정보가 올바르지 않습니다.' },
  POS_BARCODE_INVALID: { status: 400, message: '바코드가 올바르지 않습니다. 검증 숫자를 확인해 주세요.' },
  POS_BARCODE_TAKEN: { status: 409, message: '이미 다른 상품에 등록된 바코드입니다.' },
  POS_BARCODE_NOT_FOUND: { status: 404, message: '등록되지 않은 바코드입니다.' },
  POS_IN_STORE_EXHAUSTED: { status: 409, message: '이 접두어로 만들 수 있는 매장 바코드를 모두 사용했습니다.' },
  POS_PLATFORM_UNAVAILABLE: { status: 502, message: '상품 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' },
  // Reports and conflicts
  POS_DATE_INVALID: { status: 400, message: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.' },
  POS_CONFLICT_NOT_FOUND: { status: 404, message: '재고 충돌 기록을 찾을 수 없습니다.' },
  POS_CUSTOM_ORDER_NOT_FOUND: { status: 404, message: '주문 제작 주문을 찾을 수 없습니다.' },
} as const satisfies Readonly<Record<string, { readonly status: number; readonly message: string }>>;

export type PosErrorCode = keyof typeof POS_ERRORS;

/** The body of every 4xx/5xx the POS routes answer. */
export interface PosErrorBody {
  readonly code: PosErrorCode | (string & {});
  readonly message: string;
}

export function isPosErrorCode(code: string): code is PosErrorCode {
  return Object.prototype.hasOwnProperty.call(POS_ERRORS, code);
}

export function posErrorMessage(code: string): string {
  return isPosErrorCode(code) ? POS_ERRORS[code].message : '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}

export function posErrorStatus(code: PosErrorCode): number {
  return POS_ERRORS[code].status;
}

/** The PIN lockout with its end in Seoul time ("… 14:05까지 …"), the same on the server and the terminal. */
export function posPinLockoutMessage(untilMs: number): string {
  const seoul = new Date(untilMs + 9 * 3600_000);
  const hhmm = `${String(seoul.getUTCHours()).padStart(2, '0')}:${String(seoul.getUTCMinutes()).padStart(2, '0')}`;
  return `PIN을 여러 번 잘못 입력했습니다. ${hhmm}까지 기다린 뒤 다시 시도해 주세요.`;
}
