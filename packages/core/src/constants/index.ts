export {
  TOKEN_EXPIRY_MARGIN_SECONDS,
  TOKEN_EXPIRY_MARGIN_MS,
  TOAST_DURATION_MS,
  GUEST_CART_EXPIRY_HOURS,
  GUEST_CART_EXPIRY_MS,
  VERIFICATION_LOCKOUT_MINUTES,
  VERIFICATION_LOCKOUT_MS,
  BUILD_MANIFEST_CHECK_INTERVAL_MS,
} from './time.ts';
export {
  CART_NUMBER_DIGITS,
  THUMBNAIL_WIDTH,
  THUMBNAIL_SUFFIX,
  INQUIRY_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  PASSWORD_LENGTH,
  BIRTH_YEAR,
  NUMERIC_STRING_MIN_DIGITS,
} from './limits.ts';
export {
  DEVICE_BREAKPOINTS,
  DEFAULT_DEVICE,
  SCREEN_BREAKPOINTS,
  IMAGE_DENSITIES,
  IMAGE_FORMAT,
  deviceForWidth,
} from './layout.ts';
export type { DeviceBreakpoint, ScreenBreakpoint } from './layout.ts';
export { CATEGORY_IDS, BOARD_IDS } from './catalogue-ids.ts';
export type { CategoryKey, BoardKey } from './catalogue-ids.ts';
export { PLATFORM, API_VERSION, COUNTRY_CODE, ADMIN_GROUP_NAME, OWN_MALL_CHANNEL, STORAGE_KEYS } from './platform.ts';
export type { StorageKey } from './platform.ts';
export { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, isPaymentMethod } from './payment.ts';
export type { PaymentMethod } from './payment.ts';
export { REVIEW_RATINGS, reviewRatingLabel } from './review.ts';
export type { ReviewRating } from './review.ts';
