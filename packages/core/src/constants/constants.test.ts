import { describe, expect, it } from 'vitest';
import { ADMIN_GROUP_NAME, API_VERSION, COUNTRY_CODE, OWN_MALL_CHANNEL, PLATFORM, STORAGE_KEYS } from './platform.ts';
import {
  BIRTH_YEAR,
  CART_NUMBER_DIGITS,
  INQUIRY_PAGE_SIZE,
  NUMERIC_STRING_MIN_DIGITS,
  PASSWORD_LENGTH,
  SEARCH_PAGE_SIZE,
  THUMBNAIL_SUFFIX,
  THUMBNAIL_WIDTH,
} from './limits.ts';
import { BOARD_IDS, CATEGORY_IDS } from './catalogue-ids.ts';
import {
  BUILD_MANIFEST_CHECK_INTERVAL_MS,
  GUEST_CART_EXPIRY_HOURS,
  GUEST_CART_EXPIRY_MS,
  TOAST_DURATION_MS,
  TOKEN_EXPIRY_MARGIN_MS,
  TOKEN_EXPIRY_MARGIN_SECONDS,
  VERIFICATION_LOCKOUT_MINUTES,
  VERIFICATION_LOCKOUT_MS,
} from './time.ts';
import { DEFAULT_DEVICE, DEVICE_BREAKPOINTS, IMAGE_DENSITIES, IMAGE_FORMAT, SCREEN_BREAKPOINTS, deviceForWidth } from './layout.ts';

describe('time constants (seed §4, §9)', () => {
  it('treats a token as expired 60 seconds early', () => {
    expect(TOKEN_EXPIRY_MARGIN_SECONDS).toBe(60);
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(60_000);
  });

  it('hides a toast after 3 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(3_000);
  });

  it('expires a guest cart after 24 hours', () => {
    expect(GUEST_CART_EXPIRY_HOURS).toBe(24);
    expect(GUEST_CART_EXPIRY_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('locks verification for 10 minutes', () => {
    expect(VERIFICATION_LOCKOUT_MINUTES).toBe(10);
    expect(VERIFICATION_LOCKOUT_MS).toBe(600_000);
  });

  it('checks the build manifest hourly', () => {
    expect(BUILD_MANIFEST_CHECK_INTERVAL_MS).toBe(3_600_000);
  });
});

describe('limits (seed §5, §9)', () => {
  it('uses five-digit guest cart numbers and 100 px thumbnails', () => {
    expect(CART_NUMBER_DIGITS).toBe(5);
    expect(THUMBNAIL_WIDTH).toBe(100);
    expect(THUMBNAIL_SUFFIX).toBe('_small');
  });

  it('pages inquiries by 10 and searches by 30', () => {
    expect(INQUIRY_PAGE_SIZE).toBe(10);
    expect(SEARCH_PAGE_SIZE).toBe(30);
  });

  it('bounds passwords, birth years and numeric strings', () => {
    expect(PASSWORD_LENGTH).toEqual({ min: 8, max: 16 });
    expect(BIRTH_YEAR).toEqual({ min: 1900, max: 2024 });
    expect(NUMERIC_STRING_MIN_DIGITS).toBe(10);
  });
});

describe('layout', () => {
  it('keeps both breakpoint readings', () => {
    expect(DEVICE_BREAKPOINTS).toEqual({
      mobile: 320,
      mobileMedium: 375,
      mobileWide: 425,
      tablet: 768,
      desktop: 1024,
      desktopMedium: 1280,
      desktopWide: 1600,
    });
    expect(SCREEN_BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(DEFAULT_DEVICE).toBe('desktop');
  });

  it('serves webp images at densities 1 and 2', () => {
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    expect(IMAGE_FORMAT).toBe('webp');
  });

  it.each([
    [0, 'mobile'],
    [319, 'mobile'],
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobileMedium'],
    [425, 'mobileWide'],
    [767, 'mobileWide'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1280, 'desktopMedium'],
    [1599, 'desktopMedium'],
    [1600, 'desktopWide'],
    [3840, 'desktopWide'],
  ] as const)('reads a %i px viewport as %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});

describe('catalogue ids', () => {
  it('knows the category numbers', () => {
    expect(CATEGORY_IDS).toEqual({
      dampeners: 529105,
      exerciseAccessories: 757067,
      new: 178561,
      pod: 250001,
      custom: 250003,
      test: 318518,
    });
  });

  it('knows the board numbers', () => {
    expect(BOARD_IDS).toEqual({ notice: 272902, faq: 272925, bugReports: 280047 });
  });
});

describe('platform values', () => {
  it('sends PC, version 1.0 and country KR', () => {
    expect(PLATFORM).toBe('PC');
    expect(API_VERSION).toBe('1.0');
    expect(COUNTRY_CODE).toBe('KR');
  });

  it('names the admin group and the own-mall channel for Courtside', () => {
    expect(ADMIN_GROUP_NAME).toBe('코트사이드 관리자');
    expect(OWN_MALL_CHANNEL).toBe('courtside');
  });

  it('uses the platform local storage key names', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(['USER_IDENTIFIER', 'issuanceTime', 'GUEST_USER_IDENTIFIER', 'GUEST_KEY']);
  });
});
