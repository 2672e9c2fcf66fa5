// The sale: scan (keyboard wedge anywhere on the screen, or HID/serial) or search → lines; line and
// sale discounts; hold/resume; pay by cash, card or both; 완료 only once the sale and its outbox
// entry are committed. The receipt prints (and the drawer opens) in the background.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { parseWonInput, Won } from '../components/won.tsx';
import { draftLines, useSaleStore } from '../stores/sale-store.ts';
import { useWedgeScanner } from '../scan/use-wedge-scanner.ts';
import type { ScanInfo } from '../scan/use-wedge-scanner.ts';
import { saleTotals } from '../../shared/sale-math.ts';
import type { CatalogueItem, CompletedSale, Payment } from '../../shared/schemas.ts';
import { PaymentPanel } from './payment-panel.tsx';
import { SaleLines } from './sale-lines.tsx';

declare global {
  interface Window {
    /** Scan-to-line times in ms (terminating Enter → line rendered), read by `pnpm bench`. */
    __posScanTimings?: number[];
  }
}

export function SaleScreen() {
  const store = useSaleStore();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<CatalogueItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<CompletedSale | null>(null);
  const [discountText, setDiscountText] = useState('');
  const pendingScan = useRef<number | null>(null);
  const held = useQuery({ queryKey: ['held'], queryFn: () => call('sales.held', {}) });
  const totals = saleTotals(store.lines, store.saleDiscount);

  useEffect(() => {
    if (pendingScan.current === null) return;
    const ms = performance.now() - pendingScan.current;
    pendingScan.current = null;
    (window.__posScanTimings ??= []).push(ms);
  }, [store.lines]);

  async function onScan(scan: ScanInfo) {
    if (paying || done) return;
    try {
      const item = await call('catalogue.lookup', { code: scan.code });
      if (scan.endedAt !== null) pendingScan.current = scan.endedAt;
      setError(null);
      store.add(item, scan.code);
    } catch (e) {
      setError(errorMessage(e));
    }
  }
  useWedgeScanner((scan) => void onScan(scan));

  async function search(event: FormEvent) {
    event.preventDefault();
    if (query.trim() === '') return;
    try {
      const found = await call('catalogue.search', { query: query.trim(), limit: 20 });
      setResults(found);
      setError(found.length === 0 ? '검색 결과가 없습니다.' : null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  async function pay(payments: Payment[]) {
    setBusy(true);
    setError(null);
    try {
      const completed = await call('sales.complete', { lines: draftLines(store.lines), saleDiscount: store.saleDiscount, payments, heldSaleId: store.heldSaleId });
      setDone(completed);
      setPaying(false);
      store.clear();
      setDiscountText('');
      void queryClient.invalidateQueries({ queryKey: ['held'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function hold() {
    try {
      await call('sales.hold', { label: '', lines: draftLines(store.lines), saleDiscount: store.saleDiscount });
      store.clear();
      void queryClient.invalidateQueries({ queryKey: ['held'] });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  if (done) {
    return (
      <section className="sale-done" aria-labelledby="done-title">
        <h1 id="done-title">완료</h1>
        <p>
          영수증 번호 <strong data-testid="receipt-no">{done.receiptNo}</strong>
        </p>
        <p className="big-number">
          거스름돈 <Won amount={done.change} />
        </p>
        <Notice
          error={done.print.status === 'failed' || done.print.status === 'skipped' ? `영수증: ${done.print.error?.message ?? '인쇄하지 못했습니다.'}` : null}
          note={done.print.status === 'queued' ? '영수증을 인쇄하고 있습니다.' : null}
        />
        <button type="button" className="primary big" autoFocus onClick={() => setDone(null)}>
          새 판매
        </button>
      </section>
    );
  }

  const active = store.lines.filter((l) => l.voidReason === null);
  return (
    <section className="sale" aria-labelledby="sale-title">
      <div className="sale-left">
        <h1 id="sale-title">판매</h1>
        <form className="row" onSubmit={search} role="search">
          <label htmlFor="product-search" className="sr-only">
            상품 검색
          </label>
          <input id="product-search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="상품명 또는 바코드 검색" />
          <button type="submit">검색</button>
        </form>
        {results.length > 0 ? (
          <ul className="search-results" aria-label="검색 결과">
            {results.map((item) => (
              <li key={item.optionNo}>
                <button
                  type="button"
                  onClick={() => {
                    store.add(item, null);
                    setResults([]);
                    setQuery('');
                  }}
                >
                  {item.name}
                  {item.optionName ? ` (${item.optionName})` : ''} · <Won amount={item.price} /> · 재고 {item.stock}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Notice error={error} />
        <SaleLines />
      </div>
      <aside className="sale-right" aria-label="합계와 결제">
        <dl className="totals">
          <dt>상품 합계</dt>
          <dd>
            <Won amount={totals.subtotal} />
          </dd>
          <dt>할인</dt>
          <dd>
            <Won amount={totals.discount} />
          </dd>
          <dt className="grand">받을 금액</dt>
          <dd className="grand" data-testid="sale-total">
            <Won amount={totals.total} />
          </dd>
        </dl>
        {paying ? (
          <PaymentPanel total={totals.total} busy={busy} onPay={(p) => void pay(p)} onCancel={() => setPaying(false)} />
        ) : (
          <>
            <label htmlFor="sale-discount">전체 할인(원)</label>
            <input
              id="sale-discount"
              inputMode="numeric"
              value={discountText}
              onChange={(e) => {
                setDiscountText(e.target.value);
                const amount = Math.min(parseWonInput(e.target.value), totals.subtotal);
                store.setSaleDiscount(amount > 0 ? { label: '할인', amount } : null);
              }}
            />
            <button type="button" className="primary big" disabled={active.length === 0 || totals.total < 0} onClick={() => setPaying(true)}>
              결제하기
            </button>
            <div className="row">
              <button type="button" disabled={store.lines.length === 0} onClick={() => void hold()}>
                보류
              </button>
              <button type="button" disabled={store.lines.length === 0} onClick={() => store.clear()}>
                전체 취소
              </button>
            </div>
            {(held.data ?? []).length > 0 ? (
              <div className="held" aria-label="보류한 거래">
                <h2>보류한 거래</h2>
                {(held.data ?? []).map((h) => (
                  <div key={h.id} className="row">
                    <button type="button" disabled={store.lines.length > 0} onClick={() => store.resume(h)}>
                      {h.label} · {h.lineCount}줄 · <Won amount={h.total} /> 불러오기
                    </button>
                    <button type="button" className="small" onClick={() => void call('sales.discardHeld', { id: h.id }).then(() => held.refetch())}>
                      삭제
                    </button>
                  </div>
                ))}
              </div>
            ) : null}
          </>
        )}
      </aside>
    </section>
  );
}
