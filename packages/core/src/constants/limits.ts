// Sizes and ranges from seed §5 and §9 that more than one module (validation, cart, api) must agree on.

/** Guest cart lines get a locally generated cart number of this many digits. */
export const CART_NUMBER_DIGITS = 5;

/** Uploaded images get a thumbnail this many pixels wide, saved under a `_small` name. */
export const THUMBNAIL_WIDTH = 100;
export const THUMBNAIL_SUFFIX = '_small';

/** Product inquiries are listed this many to a page. */
export const INQUIRY_PAGE_SIZE = 10;

/** Product search asks for this many items when the caller names no page size. */
export const SEARCH_PAGE_SIZE = 30;

/** Inclusive password length range, for both the strict and the basic rule. */
export const PASSWORD_LENGTH = { min: 8, max: 16 } as const;

/** Inclusive birth year range accepted by the birthdate rule. */
export const BIRTH_YEAR = { min: 1900, max: 2024 } as const;

/** Phone-like numeric strings (seed §5 "numeric string") need at least this many digits. */
export const NUMERIC_STRING_MIN_DIGITS = 10;
