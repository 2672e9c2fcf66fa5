// The storefront's receipt (#28 item 9): the printed receipt's content as a page — shop and 사업자
// 정보, lines, totals with VAT, payments (card masked), refunds. A server component; the print
// stylesheet in receipt-paper.module.css keeps it to the receipt on paper.
import type { ReceiptItemRow, ReceiptPageView, ReceiptRow } from '@/lib/receipt/receipt-page-view';
import styles from './receipt-paper.module.css';

function Rows({ rows, label }: { rows: readonly ReceiptRow[]; label: string }) {
  return (
    <dl className={styles.rows} aria-label={label}>
      {rows.map((row, i) => (
        <div key={`${row.label}-${i}`} className={[styles.row, row.sub ? styles.sub : '', row.strong ? styles.strong : ''].join(' ')}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Items({ items, caption }: { items: readonly ReceiptItemRow[]; caption: string }) {
  return (
    <table className={styles.items}>
      <caption className={styles.hidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">상품명</th>
          <th scope="col">수량</th>
          <th scope="col">금액</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => (
          <tr key={`${item.name}-${i}`}>
            <td>
              <span className={styles.name}>{item.name}</span>
              {item.details.map((d) => (
                <span key={d.label} className={styles.detail}>
                  {d.label} {d.value}
                </span>
              ))}
            </td>
            <td className={styles.num}>{item.quantity}</td>
            <td className={styles.num}>{item.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReceiptPaper({ view }: { view: ReceiptPageView }) {
  return (
    <article className={styles.paper} aria-labelledby="receipt-title" data-testid="e-receipt">
      <header className={styles.head}>
        <p className={styles.shop}>{view.shop?.name ?? '매장'}</p>
        {view.shop ? (
          <ul className={styles.shopInfo}>
            {view.shop.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <h1 id="receipt-title" className={styles.title}>
          전자영수증
        </h1>
      </header>
      <Rows rows={view.meta} label="영수증 정보" />
      <Items items={view.items} caption="구매 상품" />
      <Rows rows={view.totals} label="결제 금액" />
      <h2 className={styles.section}>결제 수단</h2>
      <Rows rows={view.payments} label="결제 수단" />
      {view.refunds.map((refund) => (
        <section key={refund.title} className={styles.refund} aria-label={refund.title}>
          <h2 className={styles.section}>{refund.title}</h2>
          <Items items={refund.items} caption={refund.title} />
          <Rows rows={[{ label: '환불 금액', value: refund.total, strong: true }]} label="환불 금액" />
        </section>
      ))}
      {view.netTotal ? <Rows rows={[{ label: '환불 후 결제 금액', value: view.netTotal, strong: true }]} label="환불 후 결제 금액" /> : null}
      <footer className={styles.foot}>
        <p>이용해 주셔서 감사합니다.</p>
        <p>이 영수증 링크는 {view.expires} 열 수 있습니다.</p>
      </footer>
    </article>
  );
}
