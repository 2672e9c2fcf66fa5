import type { Metadata } from 'next';
import { GuestOrderLookup } from '@/components/mypage/guest-order-lookup';
import { PageHead } from '@/components/mypage/page-head';
import styles from '@/components/mypage/mypage.module.css';

export const metadata: Metadata = { title: '비회원 주문 조회' };

/** No guard (seed §2): guests find their order with its number and the order password. */
export default async function GuestOrderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return (
    <div className={styles.page}>
      <PageHead title="비회원 주문 조회" lead="주문번호와 주문할 때 정한 비밀번호를 입력해 주세요." />
      <GuestOrderLookup initialOrderNo={typeof params.orderNo === 'string' ? params.orderNo : ''} />
    </div>
  );
}
