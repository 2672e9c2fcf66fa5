import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewGuestCartItem } from '@courtside/core/cart';
import { guestCart, guestCartLineCount, useGuestCartStore } from './guest-cart-store';

const item = (optionNo: number, value: string): NewGuestCartItem => ({
  product: {
    productNo: 100001,
    productName: '코트사이드 스마일 댐프너',
    imageUrl: '/p.svg',
    delivery: { partnerName: '코트사이드', deliveryTemplateGroupNo: 1, deliveryCondition: { deliveryConditionType: 'CONDITIONAL', baseDeliveryAmt: 3000, aboveDeliveryAmt: 50000, deliveryAmt: 3000 } },
  },
  option: {
    optionNo,
    optionTitle: '색상 / 구성',
    optionName: '색상|구성',
    optionValue: value,
    imageUrl: '/p.svg',
    orderCnt: 1,
    stockCnt: 10,
    price: { salePrice: 3500, addPrice: 0, immediateDiscountAmt: 500, additionalDiscountAmt: 0 },
    optionInputs: [],
    editorImage: null,
  },
});

describe('guest cart store (no window: the shared in-memory storage)', () => {
  beforeEach(() => {
    vi.useRealTimers();
    guestCart.clear();
  });

  it('counts lines for the header and merges the same option with the quantity-added effect', () => {
    guestCart.add(item(1, '블랙|1개입'));
    guestCart.add(item(2, '블랙|3개입'));
    const merged = guestCart.add(item(1, '블랙|1개입'));
    expect(merged.effects.map((e) => e.type)).toContain('quantity-added');
    expect(guestCartLineCount(useGuestCartStore.getState().cart)).toBe(2);
  });

  it('clears a visitor’s cart older than 24 hours at start, and keeps a member’s', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    guestCart.add(item(1, '블랙|1개입'));
    vi.setSystemTime(new Date('2026-01-02T01:00:00Z'));
    expect(guestCartLineCount(guestCart.start(true).cart)).toBe(1);
    expect(guestCartLineCount(guestCart.start(false).cart)).toBe(0);
    guestCart.refresh();
    expect(useGuestCartStore.getState()).toMatchObject({ started: true, cart: { products: [] } });
  });
});
