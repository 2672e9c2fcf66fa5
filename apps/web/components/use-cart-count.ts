'use client';
// The figure on the cart badge: the member's server cart count, or the guest cart's line count.
// After changing the member cart, invalidate queryKeys.cartCount (or queryKeys.cart).
import { useQuery } from '@tanstack/react-query';
import { useShopApi } from '@/components/providers';
import { guestCartLineCount, useGuestCartStore } from '@/lib/cart/guest-cart-store';
import { queryKeys } from '@/lib/query-keys';
import { useAuthStore } from '@/lib/session/auth-store';

export function useCartCount(): { count: number; loggedIn: boolean } {
  const shopApi = useShopApi();
  const loggedIn = useAuthStore((state) => state.session.status === 'active');
  const guestCount = useGuestCartStore((state) => guestCartLineCount(state.cart));
  const member = useQuery({
    queryKey: queryKeys.cartCount,
    queryFn: () => shopApi.cart.count(),
    enabled: loggedIn,
  });
  return { count: loggedIn ? (member.data?.count ?? 0) : guestCount, loggedIn };
}
