import { redirect } from 'next/navigation';
import type { SearchParams } from '@/lib/catalogue/page-props';

/**
 * /order/order-detail: a guest's order. The guest order lookup (/mypage/order/myorder) shows it with
 * its cancel and confirm actions and opens at once with this tab's guestToken, so this route hands
 * over to it, keeping the order number.
 */
export default async function OrderDetailPage({ searchParams }: { searchParams: SearchParams }) {
  const orderNo = (await searchParams).orderNo;
  redirect(typeof orderNo === 'string' && /^\d{8,30}$/.test(orderNo) ? `/mypage/order/myorder?orderNo=${orderNo}` : '/mypage/order/myorder');
}
