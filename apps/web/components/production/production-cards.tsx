// Custom orders as cards: order, status, channel, and each custom line with its design pictures,
// shape and cushion colour. Presentational; the page fetched the orders on the server.
import Link from '@/components/ui/link';
import type { ProductionOrder } from '@/lib/server/production/production-view';
import styles from './production.module.css';

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={styles.badge} data-status={status}>
      {label}
    </span>
  );
}

export function ProductionCards({ orders }: { orders: readonly ProductionOrder[] }) {
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.orderNo} className={styles.card} data-order-no={order.orderNo}>
          <div>
            <div className={styles.cardHead}>
              <Link className={styles.orderLink} href={`/custom/admin/order/${encodeURIComponent(order.orderNo)}`}>
                주문 {order.orderNo}
              </Link>
              <StatusBadge status={order.status} label={order.statusLabel} />
            </div>
            <p className={styles.meta}>
              <span>{order.orderYmdt ?? '주문일 확인 필요'}</span>
              <span>주문자 {order.ordererName || '-'}</span>
              <span>{order.salesChannelLabel}</span>
              {order.exportedAt && <span>업체 전송됨</span>}
            </p>
          </div>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.orderOptionNo} className={styles.item}>
                <span className={styles.thumbs}>
                  {item.sides.map((side) =>
                    side.imageUrl ? (
                      <img key={side.side} className={styles.thumb} src={side.imageUrl} alt={`${item.productName} ${side.label} 디자인`} loading="lazy" />
                    ) : (
                      <span key={side.side} className={styles.noThumb}>
                        이미지 없음
                      </span>
                    ),
                  )}
                </span>
                <span className={styles.itemText}>
                  <strong>
                    {item.productName} × {item.orderCnt}
                  </strong>
                  <span>{item.optionText}</span>
                  <span>
                    {item.shapeLabel} ·{' '}
                    {item.colorHex && <span className={styles.swatch} style={{ background: item.colorHex }} aria-hidden="true" />}
                    {item.colorName} · {item.sideModeLabel}
                  </span>
                  {!item.designFound && <span className={styles.warn}>디자인 정보를 찾지 못했습니다 ({item.reference})</span>}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
