// The member's cart count for the header badge, watched on the page's QueryClient (the same cache the
// cart page and the purchase panel invalidate), so any change to the member cart updates the badge.
import { QueryObserver } from '@tanstack/react-query';
import { pageQueryClient } from '@/components/providers';
import { shopApiClient } from '@/lib/client/shop-api-client';
import { queryKeys } from '@/lib/query-keys';

/** Calls `onCount` with every new count; answers the function that stops watching. */
export function watchMemberCartCount(onCount: (count: number) => void): () => void {
  const observer = new QueryObserver(pageQueryClient(), {
    queryKey: queryKeys.cartCount,
    queryFn: () => shopApiClient().cart.count(),
  });
  const stop = observer.subscribe((result) => onCount(result.data?.count ?? 0));
  // A count already in the cache (fresh) is not announced by the subscription.
  onCount(observer.getCurrentResult().data?.count ?? 0);
  return stop;
}
