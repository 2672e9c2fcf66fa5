import { describe, expect, it } from 'vitest';
import { NO_TOASTS, TOAST_DURATION_MS, nextToastDeadline, reduceToast } from './toast.ts';
import type { ToastEvent } from './toast.ts';

const T = 1_700_000_000_000;
const cartData = { message: '장바구니에 상품을 담았습니다.', imageUrl: 'https://img.example/p.png', customMessage: '수량이 추가되었습니다.' };

describe('toast', () => {
  it('lasts 3 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('shows with its hide time', () => {
    const shown = reduceToast(NO_TOASTS, { type: 'show', message: '저장되었습니다.', now: T });
    expect(shown).toEqual({ toast: { message: '저장되었습니다.', messageType: 'info', hideAt: T + 3000 }, cartToast: null });
    expect(nextToastDeadline(shown)).toBe(T + 3000);
  });

  it.each([
    [2999, true],
    [3000, false],
    [3001, false],
  ])('%d ms after showing it is visible: %s', (elapsed, visible) => {
    const shown = reduceToast(NO_TOASTS, { type: 'show', message: '오류가 발생했습니다.', messageType: 'error', now: T });
    const later = reduceToast(shown, { type: 'tick', now: T + elapsed });
    expect(later.toast !== null).toBe(visible);
    if (visible) expect(later).toBe(shown);
  });

  it('a newer toast replaces the visible one and restarts the 3 seconds', () => {
    const first = reduceToast(NO_TOASTS, { type: 'show', message: '첫 번째', now: T });
    const second = reduceToast(first, { type: 'show', message: '두 번째', messageType: 'success', now: T + 2000 });
    expect(reduceToast(second, { type: 'tick', now: T + 3000 }).toast).toEqual({ message: '두 번째', messageType: 'success', hideAt: T + 5000 });
  });

  it('the cart toast carries image and messages and hides on its own clock', () => {
    const plain = reduceToast(NO_TOASTS, { type: 'show', message: '안내', now: T });
    const both = reduceToast(plain, { type: 'show-cart', data: cartData, now: T + 1000 });
    expect(both.cartToast).toEqual({ ...cartData, hideAt: T + 4000 });
    expect(nextToastDeadline(both)).toBe(T + 3000);
    const afterPlain = reduceToast(both, { type: 'tick', now: T + 3000 });
    expect(afterPlain).toEqual({ toast: null, cartToast: both.cartToast });
    expect(nextToastDeadline(afterPlain)).toBe(T + 4000);
    expect(reduceToast(afterPlain, { type: 'tick', now: T + 4000 })).toEqual(NO_TOASTS);
    expect(nextToastDeadline(NO_TOASTS)).toBeNull();
  });

  it('closing one toast by hand leaves the other', () => {
    const both = reduceToast(reduceToast(NO_TOASTS, { type: 'show', message: '안내', now: T }), { type: 'show-cart', data: cartData, now: T });
    expect(reduceToast(both, { type: 'hide', which: 'cart' }).toast?.message).toBe('안내');
    expect(reduceToast(both, { type: 'hide', which: 'toast' }).cartToast?.message).toBe(cartData.message);
  });

  it('ignores a malformed event', () => {
    expect(reduceToast(NO_TOASTS, { type: 'flash' } as unknown as ToastEvent)).toBe(NO_TOASTS);
  });
});
