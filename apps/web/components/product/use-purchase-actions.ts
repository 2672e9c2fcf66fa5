'use client';
// 장바구니 담기, 바로 구매 and 찜 on the product page. Members use the platform cart and their
// likes; visitors use the guest cart on the device, and are sent to login for 찜.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { OptionInputField } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { announceCartEffects, CART_TOAST_MESSAGES } from '@/lib/cart/cart-toast';
import { guestCart } from '@/lib/cart/guest-cart-store';
import { guestCartItems, memberCartItems, orderSheetProducts, type PurchaseLine, type PurchaseProduct } from '@/lib/catalogue/purchase-lines';
import { errorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-store';
import { showCartToast, showToast } from '@/lib/toast/toast-store';
import { useCurrentPath } from '@/components/layout/last-page';

export interface CartAdded {
  /** The cart page to offer in the mobile confirm modal. */
  cartHref: string;
}

export function usePurchaseActions(product: PurchaseProduct, fields: readonly OptionInputField[]) {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = useCurrentPath();
  const loggedIn = useAuthStore((state) => state.session.status === 'active');

  const addToCart = useMutation({
    mutationFn: async (lines: readonly PurchaseLine[]): Promise<CartAdded> => {
      if (loggedIn) {
        await shopApi.cart.add(memberCartItems(product, lines, fields));
        await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
        showCartToast({ message: CART_TOAST_MESSAGES.added, imageUrl: product.imageUrl, customMessage: null });
        return { cartHref: '/cart' };
      }
      const effects = guestCartItems(product, lines, fields).flatMap((item) => guestCart.add(item).effects);
      // One toast for the whole add: "quantity added" wins when any line was already in the cart.
      const merged = effects.find((e) => e.type === 'quantity-added');
      announceCartEffects(merged ? [merged, ...effects.filter((e) => e.type === 'stock-limited')] : effects, product.imageUrl);
      return { cartHref: '/guest/cart' };
    },
    onError: (error) => showToast(errorMessage(error, 'CART_ADD_FAILED'), 'error'),
  });

  const buyNow = useMutation({
    // `naverPay`: the Naver Pay button — the same order sheet, with Naver Pay chosen at checkout.
    mutationFn: async ({ lines, naverPay = false }: { lines: readonly PurchaseLine[]; naverPay?: boolean }) => {
      const reply = await shopApi.checkout.createOrderSheet({ products: orderSheetProducts(product, lines, fields), cartNos: [], productCoupons: [] });
      router.push(`/order/${encodeURIComponent(reply.orderSheetNo)}/checkout${naverPay ? '?payType=NAVER_EASY_PAY' : ''}`);
    },
    onError: (error) => showToast(errorMessage(error, 'ORDER_SHEET_FAILED'), 'error'),
  });

  // The product reply is read without the member's token, so whether they liked it comes from their list.
  const likedQuery = useQuery({
    queryKey: [...queryKeys.member, 'liked-products'],
    queryFn: async () => (await shopApi.likes.list({ pageSize: 200 })).items.map((p) => p.productNo),
    enabled: loggedIn,
  });
  const liked = loggedIn && (likedQuery.data ?? []).includes(product.productNo);

  const toggleLike = useMutation({
    mutationFn: async () => {
      if (!loggedIn) {
        router.push(loginPathFor(pathname));
        return;
      }
      if (liked) await shopApi.likes.unlike([product.productNo]);
      else await shopApi.likes.like([product.productNo]);
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.member, 'liked-products'] });
      showToast(liked ? '찜 목록에서 삭제했습니다.' : '찜 목록에 담았습니다.');
    },
    onError: (error) => showToast(errorMessage(error, 'UNKNOWN'), 'error'),
  });

  return { addToCart, buyNow, toggleLike, liked };
}
