export { BUILD_MANIFEST_CHECK_INTERVAL_MS } from './time.ts';
export { THUMBNAIL_WIDTH, THUMBNAIL_SUFFIX, INQUIRY_PAGE_SIZE, SEARCH_PAGE_SIZE } from './limits.ts';
export { DEVICE_BREAKPOINTS } from './layout.ts';
export { CATEGORY_IDS, BOARD_IDS } from './catalogue-ids.ts';
export { COUNTRY_CODE, ADMIN_GROUP_NAME, HIDDEN_STOCK, STORAGE_KEYS } from './platform.ts';
export { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, isPaymentMethod } from './payment.ts';
export type { PaymentMethod } from './payment.ts';
export { REVIEW_RATINGS } from './review.ts';
