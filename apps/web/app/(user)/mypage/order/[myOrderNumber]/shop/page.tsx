import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHead } from '@/components/mypage/page-head';
import { ReorderList } from '@/components/mypage/reorder-list';
import styles from '@/components/mypage/mypage.module.css';
import { optionText } from '@/lib/catalogue/option-text';
import { optionsOf } from '@/lib/mypage/order-actions';
import { requireMember } from '@/lib/server/guards';
import { myOrder } from '@/lib/server/my-order';

export const metadata: Metadata = { title: '다시 구매하기' };

/** /mypage/order/{no}/shop — the order's products again: to their pages, or straight back into the cart. */
export default async function MyOrderShopPage({ params }: { params: Promise<{ myOrderNumber: string }> }) {
  const { myOrderNumber } = await params;
  await requireMember(`/mypage/order/${myOrderNumber}/shop`);
  const order = await myOrder(myOrderNumber);
  const lines = optionsOf(order).map((o) => ({
    orderOptionNo: o.orderOptionNo,
    productNo: o.productNo,
    optionNo: o.optionNo,
    productName: o.productName,
    optionText: optionText(o.optionName, o.optionValue),
    imageUrl: o.imageUrl ?? '',
    orderCnt: o.orderCnt,
    optionInputs: (o.inputs ?? []).map((i) => ({ inputLabel: i.inputLabel, inputValue: i.inputValue })),
  }));
  return (
    <div className={styles.page}>
      <PageHead title="다시 구매하기" lead={`주문번호 ${order.orderNo}의 상품입니다.`}>
        <Link href={`/mypage/order/${order.orderNo}`}>주문 상세로</Link>
      </PageHead>
      <ReorderList lines={lines} />
    </div>
  );
}
