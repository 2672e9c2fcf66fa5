// The order tracker (seed §4) as tabs: each group with its count from the status summary; the
// current tab is a filter on the list below.
import Link from '@/components/ui/link';
import { ORDER_TRACKER_GROUPS, ORDER_TRACKER_LABELS, type OrderTrackerGroup } from '@courtside/core/machines';
import { listHref } from '@/lib/mypage/list-params';
import styles from './mypage.module.css';

export function OrderTracker({ counts, current, query }: { counts: Record<OrderTrackerGroup, number>; current: OrderTrackerGroup | null; query: Record<string, string | undefined> }) {
  return (
    <nav aria-label="주문 상태">
      <ul className={styles.tracker}>
        <li>
          <Link href={listHref('/mypage/order', query, { status: undefined })} className={current === null ? styles.stepCurrent : styles.step} aria-current={current === null ? 'true' : undefined}>
            <span className={styles.stepCount}>{ORDER_TRACKER_GROUPS.reduce((n, g) => n + counts[g], 0)}</span>
            <span className={styles.stepLabel}>전체</span>
          </Link>
        </li>
        {ORDER_TRACKER_GROUPS.map((group) => (
          <li key={group}>
            <Link href={listHref('/mypage/order', query, { status: group })} className={group === current ? styles.stepCurrent : styles.step} aria-current={group === current ? 'true' : undefined}>
              <span className={styles.stepCount}>{counts[group]}</span>
              <span className={styles.stepLabel}>{ORDER_TRACKER_LABELS[group]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
