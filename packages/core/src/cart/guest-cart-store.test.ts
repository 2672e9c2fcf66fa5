import { describe, expect, it } from 'vitest';
import { CartError } from './cart-error.ts';
import { GUEST_CART_EXPIRY_MS } from './guest-cart-expiry.ts';
import { createGuestCartStore } from './guest-cart-store.ts';
import { GUEST_CART_STORAGE_KEY } from './persisted-cart.ts';
import { MemoryStorage, newItem, sequence } from './testing/fixtures.ts';
import type { CartStorage } from './types.ts';

function setup(start = 1_700_000_000_000) {
  const storage = new MemoryStorage();
  const clock = { t: start, now() { return this.t; } };
  const store = createGuestCartStore(storage, clock, sequence(0, 0.5, 0.9));
  const stored = () => JSON.parse(storage.getItem(GUEST_CART_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
  return { storage, clock, store, stored };
}

describe('createGuestCartStore', () => {
  it('persists adds with the time of saving and the delivery prices', () => {
    const { store, stored, clock } = setup();
    store.add(newItem({ orderCnt: 2 }));
    expect(stored()).toMatchObject({
      version: 1,
      savedAt: clock.t,
      selectedCartNos: [10000],
      deliveryPrices: [{ groupKey: 'template:1', deliveryAmt: 3000 }],
    });
    clock.t += 60_000;
    const { effects } = store.add(newItem({ orderCnt: 1 }));
    expect(effects.map((e) => e.type)).toEqual(['quantity-added']);
    expect(stored()).toMatchObject({ savedAt: clock.t });
    expect(store.summary().price).toMatchObject({ buyAmt: 24000, totalDeliveryAmt: 3000, totalAmt: 27000 });
  });

  it('plus, minus and remove go through storage; the last removal forgets the cart', () => {
    const { store, storage } = setup();
    store.add(newItem());
    store.add(newItem({ productNo: 202 }));
    store.increase(10000);
    expect(store.load().products[0]?.orderProductOptions[0]?.orderCnt).toBe(2);
    store.decrease(10000);
    store.remove(55000);
    expect(store.load().products.map((p) => p.productNo)).toEqual([101]);
    const { effects } = store.decrease(10000);
    expect(effects.map((e) => e.type)).toEqual(['line-removed', 'cart-cleared']);
    expect(storage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });

  it('selection changes are saved but do not move the save time', () => {
    const { store, stored, clock } = setup();
    store.add(newItem());
    store.add(newItem({ productNo: 202 }));
    const savedAt = stored()?.['savedAt'];
    clock.t += 5000;
    store.select(10000, false);
    expect(stored()).toMatchObject({ selectedCartNos: [55000], savedAt });
    expect(store.summary().price.buyAmt).toBe(8000);
    store.selectAll(false);
    expect(stored()).toMatchObject({ selectedCartNos: [] });
    store.selectAll(true);
    expect(stored()).toMatchObject({ selectedCartNos: [10000, 55000] });
  });

  it('loading selects every line again', () => {
    const { store, stored } = setup();
    store.add(newItem());
    store.select(10000, false);
    expect(store.load().selectedCartNos).toEqual([10000]);
    expect(stored()).toMatchObject({ selectedCartNos: [10000] });
  });

  it('at app start clears a visitor cart older than 24 hours, not one exactly 24 hours old', () => {
    const { store, storage, clock } = setup();
    store.add(newItem());
    clock.t += GUEST_CART_EXPIRY_MS;
    expect(store.start({ isLoggedIn: false }).effects).toEqual([]);
    expect(storage.getItem(GUEST_CART_STORAGE_KEY)).not.toBeNull();
    clock.t += 1;
    expect(store.start({ isLoggedIn: true }).effects).toEqual([]);
    expect(storage.getItem(GUEST_CART_STORAGE_KEY)).not.toBeNull();
    expect(store.start({ isLoggedIn: false }).effects).toEqual([{ type: 'cart-cleared', reason: 'expired' }]);
    expect(storage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
    expect(store.load().products).toEqual([]);
  });

  it('drops a stored document it cannot read and starts empty', () => {
    const { store, storage } = setup();
    storage.setItem(GUEST_CART_STORAGE_KEY, '{"version":0}');
    expect(store.load()).toEqual({ products: [], savedAt: null, selectedCartNos: [], deliveryPrices: [] });
    expect(storage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });

  it('clear forgets the cart', () => {
    const { store, storage } = setup();
    store.add(newItem());
    store.clear();
    expect(storage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });

  it('a full storage surfaces as CART_STORAGE_FAILED with the cause kept', () => {
    const quota = new Error('QuotaExceededError');
    const full: CartStorage = {
      getItem: () => null,
      setItem: () => {
        throw quota;
      },
      removeItem: () => undefined,
    };
    const store = createGuestCartStore(full, { now: () => 0 }, () => 0);
    try {
      store.add(newItem());
      expect.unreachable('add should fail');
    } catch (error) {
      expect(error).toBeInstanceOf(CartError);
      expect((error as CartError).code).toBe('CART_STORAGE_FAILED');
      expect((error as CartError).message).toBe('장바구니를 저장하지 못했습니다. 다시 시도해 주세요.');
      expect((error as CartError).cause).toBe(quota);
    }
  });

  it('rule errors pass through unchanged', () => {
    const { store } = setup();
    expect(() => store.add(newItem({ orderCnt: 0 }))).toThrowError(expect.objectContaining({ code: 'CART_INVALID_QUANTITY' }) as Error);
  });

  it('stored data that breaks a pricing rule is refused when written, not wrapped', () => {
    const { store } = setup();
    const broken = newItem({ delivery: { partnerName: 'x', deliveryTemplateGroupNo: 5, deliveryCondition: { deliveryConditionType: 'FREE', baseDeliveryAmt: 0.5, aboveDeliveryAmt: 0, deliveryAmt: 0 } } });
    expect(() => store.add(broken)).toThrowError(expect.objectContaining({ code: 'CART_AMOUNT_NOT_INTEGER' }) as Error);
  });
});
