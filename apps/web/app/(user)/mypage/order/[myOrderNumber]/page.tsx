import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { MemberOrderActions } from '@/components/mypage/member-order-actions';
import { OrderDetailView } from '@/components/mypage/order-detail-view';
import { PageHead } from '@/components/mypage/page-head';
import styles from '@/components/mypage/mypage.module.css';
import { reshapeClaimOrder } from '@/lib/claim/claim-order';
import { reshapeOrder } from '@/lib/order/order-view';
import { requireMember } from '@/lib/server/guards';
import { myOrder, myReviewedOrderOptions } from '@/lib/server/my-order';

export const metadata: Metadata = { title: '주문 상세' };

export default async function MyOrderDetailPage({ params }: { params: Promise<{ myOrderNumber: string }> }) {
  const { myOrderNumber } = await params;
  await requireMember(`/mypage/order/${myOrderNumber}`);
  const order = await myOrder(myOrderNumber);
  const reviewed = await myReviewedOrderOptions(order.orderYmdt);
  return (
    <div className={styles.page}>
      <PageHead title="주문 상세">
        <Link href="/mypage/order">주문내역으로</Link>
      </PageHead>
      <MemberOrderActions order={reshapeClaimOrder(order)} />
      <OrderDetailView order={reshapeOrder(order)} reviewed={reviewed} />
    </div>
  );
}
