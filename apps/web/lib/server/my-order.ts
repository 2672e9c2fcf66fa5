// The member's order for the detail pages: the order, or a 404 when it is not theirs or not there.
import 'server-only';
import { notFound } from 'next/navigation';
import { isShopApiError, type OrderDetail } from '@courtside/core/api';
import { memberApi, rethrowNextSignals } from '@/lib/server/shop';

export async function myOrder(orderNo: string): Promise<OrderDetail> {
  if (!/^\d{8,20}$/.test(orderNo)) notFound();
  try {
    return await (await memberApi()).orders.get(orderNo);
  } catch (error) {
    if (isShopApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/**
 * The member's order lines that already have a review, from their own reviews written since
 * `sinceYmdt` (an order's lines can only be reviewed after it was placed). An outage answers an
 * empty set: the lines then offer 리뷰 쓰기 and the platform still refuses a second review.
 */
export async function myReviewedOrderOptions(sinceYmdt: string): Promise<ReadonlySet<number>> {
  const startYmd = sinceYmdt.slice(0, 10);
  try {
    const reply = await (await memberApi()).reviews.listMine({ startYmd, pageSize: 100 });
    return new Set(reply.items.flatMap((review) => (review.orderOptionNo ? [review.orderOptionNo] : [])));
  } catch (error) {
    rethrowNextSignals(error);
    return new Set();
  }
}
