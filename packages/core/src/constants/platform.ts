// Values the clients send to, or read from, the commerce platform and the browser (seed §3, §7, §9).

/** `platform` header value. */
export const PLATFORM = 'PC';
/** `version` header value. */
export const API_VERSION = '1.0';
/** Country code for addresses and external order exports. */
export const COUNTRY_CODE = 'KR';

/** The platform reports −999 as stock when the mall hides stock: no limit is known. */
export const HIDDEN_STOCK = -999;

/** Members of this group are admins (custom production screens). */
export const ADMIN_GROUP_NAME = '코트사이드 관리자';
/** The sales channel value of the shop's own mall (as opposed to smartstore or admin entry). */
export const OWN_MALL_CHANNEL = 'courtside';

/** Local storage keys; the names are the platform's, so sessions survive a client swap. */
export const STORAGE_KEYS = {
  userIdentifier: 'USER_IDENTIFIER',
  issuanceTime: 'issuanceTime',
  guestUserIdentifier: 'GUEST_USER_IDENTIFIER',
  guestKey: 'GUEST_KEY',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
