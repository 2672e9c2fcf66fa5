// The shopper's session lives in HttpOnly cookies set by /api/set-cookie (seed §7), so a page
// rendered on the server (and the admin guard) knows who is asking.
import 'server-only';

export const sessionCookieNames = {
  SHOP_KEY: 'cs_shop_key',
  EXPIRES_IN: 'cs_expires_in',
  CUSTOM_KEY: 'cs_custom_key',
  CUSTOM_KEY_TIME: 'cs_custom_key_time',
} as const;

export type SessionKeyType = keyof typeof sessionCookieNames;
export const sessionKeyTypes = Object.keys(sessionCookieNames) as [SessionKeyType, ...SessionKeyType[]];

/** Members may keep a login for 90 days (keepLogin); the cookie never outlives that. */
export const sessionCookieMaxAge = 90 * 24 * 3600;
