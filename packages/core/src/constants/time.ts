// Durations from seed §4 and §9. Kept in milliseconds because every clock in core speaks ms;
// the seconds/minutes forms exist where a message or a reply field needs the human unit.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** An access token (session or pod) counts as expired this long before its stated expiry. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 60;
export const TOKEN_EXPIRY_MARGIN_MS = TOKEN_EXPIRY_MARGIN_SECONDS * SECOND_MS;

/** A toast hides itself after this long. */
export const TOAST_DURATION_MS = 3 * SECOND_MS;

/** A guest cart older than this is cleared at app start. */
export const GUEST_CART_EXPIRY_HOURS = 24;
export const GUEST_CART_EXPIRY_MS = GUEST_CART_EXPIRY_HOURS * HOUR_MS;

/** Too many verification requests lock the user out for this long (error L1008). */
export const VERIFICATION_LOCKOUT_MINUTES = 10;
export const VERIFICATION_LOCKOUT_MS = VERIFICATION_LOCKOUT_MINUTES * MINUTE_MS;

/** The storefront checks its build manifest for a new deployment this often. */
export const BUILD_MANIFEST_CHECK_INTERVAL_MS = HOUR_MS;
