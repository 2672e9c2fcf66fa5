import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BLEED_MM, DAMPENER_SIZE_MM } from '@courtside/core/design';
import { PrintButton, PrintImage } from '@/components/production/print-image';
import styles from '@/components/production/production-sheet.module.css';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { requireAdmin } from '@/lib/server/guards';
import { PlatformUnavailableError } from '@/lib/server/production/platform-orders';
import { productionOrder } from '@/lib/server/production/production-list';
import type { ProductionItem, ProductionOrder } from '@/lib/server/production/production-view';
import { productionDeps } from '@/lib/server/production/runtime';

export const metadata: Metadata = { title: '제작 지시서' };

/** Template pictures of print-on-demand items have no physical scale: shown at a fixed preview width. */
const POD_PREVIEW_MM = 70;
/** The print file covers the face plus bleed on every side. */
const PRINT_FILE_MM = DAMPENER_SIZE_MM + 2 * BLEED_MM;

// A4 with a margin the common office printers can reach; nothing else of the site prints.
const PRINT_CSS = `@page { size: A4; margin: 12mm; }
@media print { html, body { background: #fff; } [data-no-print] { display: none !important; } }`;

function TrueSizeSide({ item, side }: { item: ProductionItem; side: ProductionItem['sides'][number] }) {
  const alt = `${item.productName} ${side.label} 디자인`;
  if (item.kind === 'pod' || !side.printUrl) {
    const size = item.kind === 'pod' ? POD_PREVIEW_MM : DAMPENER_SIZE_MM;
    return (
      <figure className={styles.side}>
        {side.imageUrl ? (
          <img className={styles.preview} src={side.imageUrl} alt={alt} style={{ width: `${size}mm`, height: `${size}mm` }} data-true-size={item.kind === 'pod' ? undefined : 'face'} />
        ) : (
          <span>이미지 없음</span>
        )}
        <figcaption>
          {side.label}
          {item.kind === 'pod' ? ' (미리보기, 실제 크기 아님)' : ` (실제 크기 ${DAMPENER_SIZE_MM}mm)`}
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className={styles.side}>
      <span className={styles.cut} data-shape={item.shape ?? 'circle'} data-true-size="face" style={{ width: `${DAMPENER_SIZE_MM}mm`, height: `${DAMPENER_SIZE_MM}mm` }}>
        <PrintImage
          src={side.printUrl}
          fallback={side.imageUrl}
          alt={alt}
          style={{ width: `${PRINT_FILE_MM}mm`, height: `${PRINT_FILE_MM}mm`, left: `-${BLEED_MM}mm`, top: `-${BLEED_MM}mm` }}
        />
      </span>
      <figcaption>
        {side.label} (실제 크기 {DAMPENER_SIZE_MM}mm)
      </figcaption>
    </figure>
  );
}

function Sheet({ order, item, index, total }: { order: ProductionOrder; item: ProductionItem; index: number; total: number }) {
  const r = order.receiver;
  return (
    <section className={styles.sheet} aria-label={`제작 지시서 ${index + 1}/${total}`} data-sheet>
      <h1 className={styles.title}>
        제작 지시서 <small>{index + 1} / {total}</small>
      </h1>
      <dl className={styles.facts}>
        <dt>주문번호</dt>
        <dd>{order.orderNo}</dd>
        <dt>주문일시</dt>
        <dd>{order.orderYmdt ?? '-'}</dd>
        <dt>주문자</dt>
        <dd>
          {order.ordererName} {order.memberId ? `(${order.memberId})` : '(비회원)'}
        </dd>
        <dt>판매 채널</dt>
        <dd>{order.salesChannelLabel}</dd>
        <dt>받는 분</dt>
        <dd>
          {r.receiverName} {r.receiverContact1}
        </dd>
        <dt>제작 상태</dt>
        <dd>{order.statusLabel}</dd>
        <dt>상품</dt>
        <dd>{item.productName}</dd>
        <dt>수량</dt>
        <dd>{item.orderCnt}개</dd>
        <dt>모양</dt>
        <dd>{item.shapeLabel}</dd>
        <dt>쿠션 색상</dt>
        <dd>
          {item.colorHex && <span className={styles.swatch} style={{ background: item.colorHex }} aria-hidden="true" />}
          {item.colorName}
        </dd>
        <dt>옵션</dt>
        <dd>{item.optionText}</dd>
        <dt>앞뒷면</dt>
        <dd>{item.sideModeLabel}</dd>
        <dt>{item.kind === 'pod' ? '프로젝트' : '디자인 번호'}</dt>
        <dd>{item.reference}</dd>
      </dl>
      <div className={styles.sides}>
        {item.sides.map((side) => (
          <TrueSizeSide key={side.side} item={item} side={side} />
        ))}
      </div>
      {item.kind === 'dampener' && <p className={styles.note}>점선이 재단선입니다. 인쇄 파일은 재단선 밖으로 {BLEED_MM}mm 여유가 있습니다.</p>}
      <div className={styles.check}>
        <span>제작 담당 ________</span>
        <span>검수 ________</span>
        <span>포장 ________</span>
      </div>
    </section>
  );
}

/** /custom/document?orderNo=…: the A4 production sheet, one page per custom line (admins only; no layout). */
export default async function CustomDocumentPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).orderNo;
  const orderNo = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  await requireAdmin(`/custom/document?orderNo=${encodeURIComponent(orderNo)}`);
  if (!/^[0-9A-Za-z-]{1,40}$/.test(orderNo)) notFound();
  let order: ProductionOrder | null;
  try {
    order = await productionOrder(await productionDeps(), orderNo);
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    return <p role="alert">주문 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>;
  }
  if (!order) notFound();
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className={styles.toolbar} data-no-print>
        <PrintButton />
        <span>
          주문 {order.orderNo} · 커스텀 상품 {order.items.length}건 · A4 {order.items.length}쪽
        </span>
      </div>
      {order.items.map((item, index) => (
        <Sheet key={item.orderOptionNo} order={order} item={item} index={index} total={order.items.length} />
      ))}
    </>
  );
}
