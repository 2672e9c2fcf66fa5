// The commerce platform, payment and login providers sometimes answer with an English sentence
// instead of a code. This table turns the common ones into Korean. Keys are compared after
// normalising case, surrounding spaces, repeated spaces and trailing punctuation, because the same
// sentence arrives as "Sold out", "sold out." or "SOLD OUT!".

const SESSION_EXPIRED = '로그인 시간이 만료되었습니다. 다시 로그인해 주세요.';
const INVALID_LOGIN = '아이디 또는 비밀번호가 올바르지 않습니다.';
const NOT_LOGGED_IN = '로그인이 필요합니다. 로그인 후 다시 시도해 주세요.';
const NO_PERMISSION = '접근 권한이 없습니다.';
const BAD_REQUEST = '잘못된 요청입니다. 다시 시도해 주세요.';
const SERVER_ERROR = '서버에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.';
const NETWORK_ERROR = '네트워크 연결을 확인한 뒤 다시 시도해 주세요.';
const TOO_MANY = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';
const NOT_ENOUGH_STOCK = '재고가 부족합니다. 주문 수량을 확인해 주세요.';
const NOT_ENOUGH_POINTS = '사용 가능한 적립금이 부족합니다.';

const ENTRIES: Readonly<Record<string, string>> = {
  // Sign-in and session
  'invalid password': '비밀번호가 올바르지 않습니다.',
  'password mismatch': '비밀번호가 일치하지 않습니다.',
  'password does not match': '비밀번호가 일치하지 않습니다.',
  'invalid credentials': INVALID_LOGIN,
  'login failed': INVALID_LOGIN,
  'member not found': '회원 정보를 찾을 수 없습니다.',
  'user not found': '회원 정보를 찾을 수 없습니다.',
  'member already exists': '이미 가입된 회원입니다.',
  'email already exists': '이미 사용 중인 이메일입니다.',
  'id already exists': '이미 사용 중인 아이디입니다.',
  'dormant member': '휴면 상태의 계정입니다. 휴면 해제 후 이용해 주세요.',
  'withdrawn member': '탈퇴한 회원입니다.',
  'token expired': SESSION_EXPIRED,
  'access token expired': SESSION_EXPIRED,
  'session expired': SESSION_EXPIRED,
  'invalid token': '인증 정보가 유효하지 않습니다. 다시 로그인해 주세요.',
  unauthorized: NOT_LOGGED_IN,
  'login required': NOT_LOGGED_IN,
  forbidden: NO_PERMISSION,
  'access denied': NO_PERMISSION,
  'invalid client id': '쇼핑몰 연결 정보가 올바르지 않습니다. 관리자에게 문의해 주세요.',
  // Catalogue, stock and cart
  'product not found': '상품 정보를 찾을 수 없습니다.',
  'option not found': '옵션 정보를 찾을 수 없습니다.',
  'not enough stock': NOT_ENOUGH_STOCK,
  'insufficient stock': NOT_ENOUGH_STOCK,
  'out of stock': '품절된 상품입니다.',
  'sold out': '품절된 상품입니다.',
  'not on sale': '판매 중인 상품이 아닙니다.',
  'invalid quantity': '주문 수량을 확인해 주세요.',
  'exceeded maximum purchase quantity': '최대 구매 가능 수량을 넘었습니다.',
  'below minimum purchase quantity': '최소 구매 수량보다 적습니다.',
  'cart not found': '장바구니 정보를 찾을 수 없습니다.',
  'cart item not found': '장바구니에서 상품을 찾을 수 없습니다.',
  // Orders, payments, benefits
  'order not found': '주문 정보를 찾을 수 없습니다.',
  'order sheet not found': '주문서를 찾을 수 없습니다. 다시 주문해 주세요.',
  'order sheet expired': '주문서의 유효 시간이 지났습니다. 다시 주문해 주세요.',
  'payment failed': '결제에 실패했습니다. 다시 시도해 주세요.',
  'payment cancelled': '결제가 취소되었습니다.',
  'payment canceled': '결제가 취소되었습니다.',
  'payment amount mismatch': '결제 금액이 일치하지 않습니다. 주문서를 다시 확인해 주세요.',
  'coupon not found': '쿠폰을 찾을 수 없습니다.',
  'coupon expired': '사용 기간이 지난 쿠폰입니다.',
  'coupon already used': '이미 사용한 쿠폰입니다.',
  'not enough points': NOT_ENOUGH_POINTS,
  'insufficient points': NOT_ENOUGH_POINTS,
  'review not found': '리뷰를 찾을 수 없습니다.',
  'inquiry not found': '문의 내역을 찾을 수 없습니다.',
  'address not found': '배송지 정보를 찾을 수 없습니다.',
  // Transport
  'bad request': BAD_REQUEST,
  'invalid request': BAD_REQUEST,
  'not found': '요청하신 정보를 찾을 수 없습니다.',
  'too many requests': TOO_MANY,
  'internal server error': SERVER_ERROR,
  'service unavailable': SERVER_ERROR,
  'bad gateway': SERVER_ERROR,
  'network error': NETWORK_ERROR,
  'failed to fetch': NETWORK_ERROR,
  'request timeout': NETWORK_ERROR,
  timeout: NETWORK_ERROR,
};

// A Map, not the object itself, so that inherited names ("constructor") never read as entries.
const TABLE: ReadonlyMap<string, string> = new Map(Object.entries(ENTRIES));

function normalise(message: string): string {
  return message.trim().replace(/\s+/g, ' ').replace(/[.!]+$/, '').toLowerCase();
}

/** The Korean sentence for a known English platform message, or undefined. */
export function translateEnglishMessage(message: string): string | undefined {
  return TABLE.get(normalise(message));
}

/** The English sentences the table knows, normalised; for tests and for documentation pages. */
export function knownEnglishMessages(): readonly string[] {
  return [...TABLE.keys()];
}
