'use client';
// The figure on the cart badge: the member's server cart count, or the guest cart's line count.
// After changing the member cart, invalidate queryKeys.cartCount (or queryKeys.cart). The member's
// count (react-query and the Shop API client) loads only once a member is logged in.
import { useEffect, useState } from 'react';
import { guestCartLineCount, useGuestCartStore } from '@/lib/cart/guest-cart-view';
import { useAuthStore } from '@/lib/session/auth-state';

export function useCartCount(): { count: number; loggedIn: boolean } {
  const loggedIn = useAuthStore((state) => state.session.status === 'active');
  const guestCount = useGuestCartStore((state) => guestCartLineCount(state.cart));
  const [memberCount, setMemberCount] = useState(0);
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('./member-cart-count').then((m) => {
      if (live) stop = m.watchMemberCartCount(setMemberCount);
    });
    return () => {
      live = false;
      stop?.();
      setMemberCount(0);
    };
  }, [loggedIn]);
  return { count: loggedIn ? memberCount : guestCount, loggedIn };
}
