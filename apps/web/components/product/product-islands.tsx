'use client';
// The product page's two islands, hydrated when the shopper reaches for them
// (components/ui/intent-island.tsx): the gallery (thumbnails swap the main picture) and the purchase
// panel (options, quantities, 장바구니 담기 / 바로 구매 / 찜). The server renders both in full; a
// member's panel loads at once, to show whether they like the product.
import { intentIsland } from '@/components/ui/intent-island';
import { useAuthStore } from '@/lib/session/auth-state';

export const ProductGalleryIsland = intentIsland(() => import('./product-gallery').then((m) => m.ProductGallery));

export const PurchasePanelIsland = intentIsland(() => import('./purchase-panel').then((m) => m.PurchasePanel), {
  useStartNow: () => useAuthStore((state) => state.session.status === 'active'),
});

// The shopping aids (공유하기, 쿠폰 받기) and 최근 본 상품 load at once: the visit is noted on arrival.
export const ProductAidsIsland = intentIsland(() => import('./product-aids').then((m) => m.ProductAids), { useStartNow: () => true });

export const RecentlyViewedIsland = intentIsland(() => import('./recently-viewed-list').then((m) => m.RecentlyViewedList), { useStartNow: () => true });
