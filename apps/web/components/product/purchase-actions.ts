// What the product page's buttons do, loaded on the first press (or once a member is known): the
// Shop API client, the page's QueryClient, the guest cart's rules and the catalogue's messages stay
// out of the product page's first load. use-purchase-actions.ts holds the state around them.
import { QueryObserver } from '@tanstack/react-query';
import type { OptionInputField } from '@courtside/core/api';
import { pageQueryClient } from '@/components/providers';
import { shopApiClient } from '@/lib/client/shop-api-client';
import { announceCartEffects, CART_TOAST_MESSAGES } from '@/lib/cart/cart-toast';
import { guestCart } from '@/lib/cart/guest-cart-store';
import type { PurchaseLine, PurchaseProduct } from '@/lib/catalogue/purchase-lines';
import { guestCartItems, memberCartItems, orderSheetProducts } from '@/lib/catalogue/purchase-requests';
import { errorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { showCartToast, showToast } from '@/lib/toast/toast-store';

export interface CartAdded {
  /** The cart page to offer in the mobile confirm modal. */
  cartHref: string;
}

const likedKey = [...queryKeys.member, 'liked-products'] as const;

/** 장바구니 담기: the member's platform cart, or the guest cart on this device. Null when refused (toast shown). */
export async function addToCart(product: PurchaseProduct, fields: readonly OptionInputField[], lines: readonly PurchaseLine[], loggedIn: boolean): Promise<CartAdded | null> {
  try {
    if (loggedIn) {
      await shopApiClient().cart.add(memberCartItems(product, lines, fields));
      await pageQueryClient().invalidateQueries({ queryKey: queryKeys.cart });
      showCartToast({ message: CART_TOAST_MESSAGES.added, imageUrl: product.imageUrl, customMessage: null });
      return { cartHref: '/cart' };
    }
    const effects = guestCartItems(product, lines, fields).flatMap((item) => guestCart.add(item).effects);
    // One toast for the whole add: "quantity added" wins when any line was already in the cart.
    const merged = effects.find((e) => e.type === 'quantity-added');
    announceCartEffects(merged ? [merged, ...effects.filter((e) => e.type === 'stock-limited')] : effects, product.imageUrl);
    return { cartHref: '/guest/cart' };
  } catch (error) {
    showToast(errorMessage(error, 'CART_ADD_FAILED'), 'error');
    return null;
  }
}

/** 바로 구매 (and the Naver Pay button): an order sheet of the picked lines; answers its number, or null when refused. */
export async function createOrderSheet(product: PurchaseProduct, fields: readonly OptionInputField[], lines: readonly PurchaseLine[]): Promise<string | null> {
  try {
    const reply = await shopApiClient().checkout.createOrderSheet({ products: orderSheetProducts(product, lines, fields), cartNos: [], productCoupons: [] });
    return reply.orderSheetNo;
  } catch (error) {
    showToast(errorMessage(error, 'ORDER_SHEET_FAILED'), 'error');
    return null;
  }
}

/** 찜 for a member: like or unlike, then the list is read again. */
export async function toggleLike(productNo: number, liked: boolean): Promise<void> {
  try {
    const shopApi = shopApiClient();
    if (liked) await shopApi.likes.unlike([productNo]);
    else await shopApi.likes.like([productNo]);
    await pageQueryClient().invalidateQueries({ queryKey: likedKey });
    showToast(liked ? '찜 목록에서 삭제했습니다.' : '찜 목록에 담았습니다.');
  } catch (error) {
    showToast(errorMessage(error, 'UNKNOWN'), 'error');
  }
}

/**
 * Whether the member liked the product (the product reply is read without the member's token, so it
 * comes from their list), watched on the page's QueryClient; answers the function that stops watching.
 */
export function watchLiked(productNo: number, onLiked: (liked: boolean) => void): () => void {
  const observer = new QueryObserver(pageQueryClient(), {
    queryKey: likedKey,
    queryFn: async () => (await shopApiClient().likes.list({ pageSize: 200 })).items.map((p) => p.productNo),
  });
  const stop = observer.subscribe((result) => onLiked((result.data ?? []).includes(productNo)));
  onLiked((observer.getCurrentResult().data ?? []).includes(productNo));
  return stop;
}
