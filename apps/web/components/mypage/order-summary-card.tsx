// One order in the my-page list: number, date, the first item (and how many more), what was paid,
// each option's status, and the way to its detail.
import Link from '@/components/ui/link';
import { formatWon } from '@courtside/core/format';
import { ymdtDot } from '@/lib/community/community-text';
import { payTypeLabel } from '@/lib/mypage/order-labels';
import type { OrderCardView } from '@/lib/order/order-view';
import styles from './mypage.module.css';
import { LineThumb } from '@/components/design/design-line';

export function OrderSummaryCard({ order }: { order: OrderCardView }) {
  const { first, more } = order;
  return (
    <li className={styles.card} data-testid="order-card">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          {ymdtDot(order.orderYmdt)} <span className={styles.meta}>주문번호 {order.orderNo}</span>
        </h2>
        <Link href={`/mypage/order/${order.orderNo}`} aria-label={`주문 ${order.orderNo} 상세 보기`}>
          상세 보기
        </Link>
      </div>
      {first && (
        <div className={styles.item}>
          <LineThumb inputs={first.inputs} imageUrl={first.imageUrl} size={72} />
          <div>
            <p className={styles.itemName}>
              {first.productName}
              {more > 0 && ` 외 ${more}건`}
            </p>
            <p className={styles.itemOption}>
              결제 {formatWon(order.paid)}
              {order.pointsUsed > 0 && ` · 적립금 ${formatWon(order.pointsUsed)}`} · {payTypeLabel(order.payType)}
            </p>
            <p className={styles.status}>{order.statuses.join(' · ')}</p>
          </div>
        </div>
      )}
    </li>
  );
}
