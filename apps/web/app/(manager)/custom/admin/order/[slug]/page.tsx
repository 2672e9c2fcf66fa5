import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { PRODUCTION_STATUS_LABELS } from '@courtside/core/machines';
import { formatKoreanDateTime } from '@courtside/core/format';
import { StatusBadge } from '@/components/production/production-cards';
import { SalesChannelSelect } from '@/components/production/sales-channel-select';
import { StatusActions } from '@/components/production/status-actions';
import styles from '@/components/production/production.module.css';
import button from '@/components/ui/button.module.css';
import { requireAdmin } from '@/lib/server/guards';
import { PlatformUnavailableError } from '@/lib/server/production/platform-orders';
import { productionOrder } from '@/lib/server/production/production-list';
import type { ProductionOrder } from '@/lib/server/production/production-view';
import { productionDeps } from '@/lib/server/production/runtime';

interface Props {
  params: Promise<{ slug: string }>;
}

export const metadata: Metadata = { title: '커스텀 주문 상세' };

const when = (iso: string) => formatKoreanDateTime(Date.parse(iso));

/** /custom/admin/order/{orderNo}: one custom order's designs, production status and its history (admins only). */
export default async function CustomAdminOrderPage({ params }: Props) {
  const { slug } = await params;
  const orderNo = decodeURIComponent(slug);
  await requireAdmin(`/custom/admin/order/${encodeURIComponent(orderNo)}`);
  let order: ProductionOrder | null;
  try {
    order = await productionOrder(await productionDeps(), orderNo);
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    return (
      <p className={styles.error} role="alert">
        주문 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
      </p>
    );
  }
  if (!order) notFound();
  const r = order.receiver;

  return (
    <article aria-labelledby="order-title">
      <p>
        <Link href="/custom/admin/list">
          ← 커스텀 주문 목록
        </Link>
      </p>
      <h1 id="order-title" className={styles.heading}>
        주문 {order.orderNo} <StatusBadge status={order.status} label={order.statusLabel} />
      </h1>

      <section className={styles.section} aria-labelledby="status-title">
        <h2 id="status-title">제작 상태</h2>
        <div className={styles.actions}>
          <StatusActions orderNo={order.orderNo} status={order.status} />
          <a className={button.outline} href={`/custom/document?orderNo=${encodeURIComponent(order.orderNo)}`} target="_blank" rel="noopener">
            제작 지시서 열기
          </a>
        </div>
        {order.history.length > 0 && (
          <ol className={styles.history} aria-label="제작 상태 기록">
            {order.history.map((event) => (
              <li key={`${event.at}-${event.to}`}>
                {when(event.at)} · {event.memberId} · {PRODUCTION_STATUS_LABELS[event.from]} → {PRODUCTION_STATUS_LABELS[event.to]}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className={styles.section} aria-labelledby="order-info-title">
        <h2 id="order-info-title">주문 정보</h2>
        <dl className={styles.facts}>
          <dt>주문일시</dt>
          <dd>{order.orderYmdt ?? '-'}</dd>
          <dt>판매 채널</dt>
          <dd>
            <SalesChannelSelect orderNo={order.orderNo} salesChannel={order.salesChannel} />
          </dd>
          <dt>주문자</dt>
          <dd>
            {order.ordererName} {order.memberId ? `(${order.memberId})` : '(비회원)'} {order.ordererContact}
          </dd>
          <dt>받는 분</dt>
          <dd>
            {r.receiverName} {r.receiverContact1}
          </dd>
          <dt>배송지</dt>
          <dd>
            ({r.receiverZipCd}) {r.receiverAddress} {r.receiverDetailAddress}
          </dd>
          {order.exportedAt && (
            <>
              <dt>업체 전송</dt>
              <dd>{when(order.exportedAt)}</dd>
            </>
          )}
        </dl>
      </section>

      {order.items.map((item) => (
        <section key={item.orderOptionNo} className={styles.section} aria-labelledby={`item-${item.orderOptionNo}`}>
          <h2 id={`item-${item.orderOptionNo}`}>
            {item.productName} × {item.orderCnt}
          </h2>
          <dl className={styles.facts}>
            <dt>옵션</dt>
            <dd>{item.optionText}</dd>
            <dt>{item.kind === 'pod' ? '주문제작 프로젝트' : '디자인 참조번호'}</dt>
            <dd>{item.reference}</dd>
            <dt>모양</dt>
            <dd>{item.shapeLabel}</dd>
            <dt>쿠션 색상</dt>
            <dd>
              {item.colorHex && <span className={styles.swatch} style={{ background: item.colorHex }} aria-hidden="true" />}
              {item.colorName}
            </dd>
            <dt>앞뒷면</dt>
            <dd>{item.sideModeLabel}</dd>
            <dt>이미지 수</dt>
            <dd>{item.imageCount}개</dd>
          </dl>
          {!item.designFound && <p className={styles.warn}>디자인 정보를 찾지 못했습니다. 장바구니에 담긴 이미지로 확인해 주세요.</p>}
          <div className={styles.sides}>
            {item.sides.map((side) => (
              <figure key={side.side} className={styles.side}>
                {side.imageUrl ? (
                  <img className={styles.sideImage} src={side.imageUrl} alt={`${item.productName} ${side.label} 디자인`} />
                ) : (
                  <span className={styles.noThumb}>이미지 없음</span>
                )}
                <figcaption>{side.label}</figcaption>
                {side.printUrl && (
                  <a href={side.printUrl} download>
                    {side.label} 인쇄용 300DPI PNG
                  </a>
                )}
              </figure>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
