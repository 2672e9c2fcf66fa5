// The shop's own alerts (seed §5, §8) under stable codes, so a server route, the terminal's IPC and
// the storefront all show the same sentence for the same failure.

export const ALERT_MESSAGES = {
  UPLOAD_FAILED: '파일 업로드에 실패했습니다. 다시 시도해 주세요.',
  UPLOAD_RETRY: '파일을 다시 업로드해 주세요.',
  CART_ADD_FAILED: '장바구니에 담지 못했습니다. 다시 담아 주세요.',
  ORDER_SHEET_FAILED: '주문서를 만들지 못했습니다. 다시 주문해 주세요.',
  POD_CART_FAILED: '상품을 장바구니에 담지 못했습니다. 다시 시도해 주세요.',
  DESIGN_RETRY: '디자인을 저장하지 못했습니다. 디자인을 다시 만들어 주세요.',
  IMAGE_DOWNLOAD_FAILED: '이미지를 내려받지 못했습니다. 다시 시도해 주세요.',
  POD_VARIANT_MISSING: '상품 옵션 정보를 불러오지 못했습니다. 다시 시도해 주세요.',
  OPTION_DATA_MISSING: '옵션 정보를 찾을 수 없습니다.',
  NOT_FOUND_PAGE: '요청하신 페이지를 찾을 수 없습니다. 주소가 잘못되었거나 삭제된 페이지입니다. 입력하신 주소를 다시 확인해 주세요.',
  UNKNOWN: '알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  // Hardening (issue 18): what a refused request hears.
  CSRF_ORIGIN_REJECTED: '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 쇼핑몰 화면에서 다시 시도해 주세요.',
  CSRF_JSON_REQUIRED: '요청 형식이 올바르지 않습니다. 쇼핑몰 화면에서 다시 시도해 주세요.',
  BODY_TOO_LARGE: '요청 내용이 너무 큽니다. 내용을 줄여 다시 시도해 주세요.',
  TOO_MANY_ATTEMPTS: '잘못된 시도가 너무 많아 잠시 잠겼습니다. 잠시 후 다시 시도해 주세요.',
  UPLOAD_RATE_LIMITED: '짧은 시간에 너무 많은 파일을 올렸습니다. 잠시 후 다시 시도해 주세요.',
  API_NOT_FOUND: '요청한 주소를 찾을 수 없습니다. 주소를 다시 확인해 주세요.',
  // Operations (issue 30): readiness and the metrics endpoint.
  NOT_READY: '서버가 아직 준비되지 않았습니다. 잠시 후 다시 시도해 주세요.',
  METRICS_LOOPBACK_ONLY: '지표는 이 서버 안에서만 볼 수 있습니다.',
  INVALID_CHARACTERS: '입력값에 사용할 수 없는 문자가 있습니다.',
  // Issue 33: a cached-page revalidation the storefront cannot trust (unsigned, stale or from another server).
  CACHE_REVALIDATE_REFUSED: '확인되지 않은 화면 갱신 요청은 처리할 수 없습니다.',
} as const satisfies Record<string, string>;

export type AlertCode = keyof typeof ALERT_MESSAGES;
