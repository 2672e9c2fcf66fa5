import type { Metadata } from 'next';
import { GuestOrderDetail } from '@/components/order/guest-order-detail';
import type { SearchParams } from '@/lib/catalogue/page-props';

export const metadata: Metadata = { title: '비회원 주문 상세' };

/** A guest's order: `?orderNo=` opens it with this tab's guestToken, or asks for the password. */
export default async function OrderDetailPage({ searchParams }: { searchParams: SearchParams }) {
  const orderNo = (await searchParams).orderNo;
  return <GuestOrderDetail initialOrderNo={typeof orderNo === 'string' && /^\d{8,30}$/.test(orderNo) ? orderNo : null} />;
}
