// The sale: scan (keyboard wedge anywhere on the screen, or HID/serial), search (F1) → lines; F2
// quantity, F3 void, F4 hold, F6 recall, F7 reprint, F8 cash, F9 card, Esc back — every step works
// without the mouse. 완료 only once the sale and its outbox entry are committed; the receipt prints
// in the background and 완료 shows how that went. A sale recorded just before a crash is shown
// before a new one starts, and a payment sent again after a lost answer is never recorded twice.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { NumberField } from '../components/number-field.tsx';
import { parseWonInput, Won } from '../components/won.tsx';
import { Key, SALE_KEYS, useKeyBindings } from '../keys/function-keys.tsx';
import { draftLines, useSaleStore } from '../stores/sale-store.ts';
import { playBadScanSound } from '../scan/bad-scan-sound.ts';
import { useWedgeScanner } from '../scan/use-wedge-scanner.ts';
import type { ScanInfo } from '../scan/use-wedge-scanner.ts';
import { saleTotals } from '../../shared/sale-math.ts';
import type { CatalogueItem, CompletedSale, Payment, RecoveredSale } from '../../shared/schemas.ts';
import { PaymentPanel } from './payment-panel.tsx';
import { ProductGrid } from './product-grid.tsx';
import type { PaymentMode, PaymentPanelHandles } from './payment-panel.tsx';
import { RecoveredSales } from './recovered-sales.tsx';
import { SaleDone } from './sale-done.tsx';
import { SaleLines, VOID_REASONS } from './sale-lines.tsx';

declare global {
  interface Window {
    /** Scan-to-line times in ms (terminating Enter → line rendered), read by `pnpm bench`. */
    __posScanTimings?: number[];
  }
}

const focusById = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

export function SaleScreen() {
  const store = useSaleStore();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<CatalogueItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState<PaymentMode | null>(null);
  /** F9 from the sale: the card panel sends the amount at once. */
  const [autoSend, setAutoSend] = useState(false);
  const paymentHandles = useRef<PaymentPanelHandles>({ scan: null, sendCard: null });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<CompletedSale | null>(null);
  const [recovered, setRecovered] = useState<RecoveredSale[]>([]);
  const [hostLost, setHostLost] = useState(false);
  const [discountText, setDiscountText] = useState('');
  const pendingScan = useRef<number | null>(null);
  const focusFirstResult = useRef(false);
  const held = useQuery({ queryKey: ['held'], queryFn: () => call('sales.held', {}) });
  const totals = saleTotals(store.lines, store.saleDiscount);
  const active = store.lines.filter((l) => l.voidReason === null);
  const blocked = recovered.length > 0;

  useEffect(() => {
    if (pendingScan.current === null) return;
    const ms = performance.now() - pendingScan.current;
    pendingScan.current = null;
    (window.__posScanTimings ??= []).push(ms);
  }, [store.lines]);

  // After a search, Enter on the first hit adds it (arrows and Tab move between hits).
  useEffect(() => {
    if (!focusFirstResult.current || results.length === 0) return;
    focusFirstResult.current = false;
    document.getElementById('search-result-0')?.focus();
  }, [results]);

  // Sales recorded before the terminal last stopped, unseen by anyone: they come first. After a lost
  // answer to 결제, keep asking until the terminal is back.
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      void call('sales.unacknowledged', {}).then(
        (sales) => {
          if (!live) return;
          setHostLost(false);
          setRecovered(sales);
          const attempt = useSaleStore.getState().attemptId;
          if (sales.some((sale) => sale.attemptId === attempt)) {
            useSaleStore.getState().clear();
            setPaying(null);
            setError(null);
          }
        },
        (e: unknown) => {
          if (live && hostLost && e instanceof ApiError && e.code === 'HOST_UNREACHABLE') timer = setTimeout(check, 1_000);
        },
      );
    };
    check();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [hostLost]);

  async function onScan(scan: ScanInfo) {
    // At the payment step a scan is the shopper's 간편결제 barcode.
    if (paying && !busy) return paymentHandles.current.scan?.(scan.code);
    if (paying || done || blocked) return;
    try {
      const item = await call('catalogue.lookup', { code: scan.code });
      if (scan.endedAt !== null) pendingScan.current = scan.endedAt;
      setError(null);
      store.add(item, scan.code);
    } catch (e) {
      playBadScanSound();
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
      focusFirstResult.current = found.length > 0;
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  function pick(item: CatalogueItem) {
    store.add(item, null);
    setResults([]);
    setQuery('');
    (document.activeElement as HTMLElement | null)?.blur();
  }

  const payInFlight = useRef(false);
  async function pay(payments: Payment[]) {
    // A repeated F9 or Enter while the first is on its way is not a second payment.
    if (payInFlight.current) return;
    payInFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const completed = await call('sales.complete', {
        lines: draftLines(store.lines),
        saleDiscount: store.saleDiscount,
        payments,
        heldSaleId: store.heldSaleId,
        attemptId: store.attemptId,
      });
      setDone(completed);
      setPaying(null);
      store.clear();
      setDiscountText('');
      void queryClient.invalidateQueries({ queryKey: ['held'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    } catch (e) {
      setError(errorMessage(e));
      // The answer may have been lost after the sale was recorded: find out before anyone pays again.
      if (e instanceof ApiError && e.code === 'HOST_UNREACHABLE') setHostLost(true);
    } finally {
      payInFlight.current = false;
      setBusy(false);
    }
  }

  async function hold() {
    if (store.lines.length === 0) return;
    try {
      await call('sales.hold', { label: '', lines: draftLines(store.lines), saleDiscount: store.saleDiscount });
      store.clear();
      setDiscountText('');
      void queryClient.invalidateQueries({ queryKey: ['held'] });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  /** The line F2/F3 act on: the chosen one, else the last one still counted. */
  function targetLine() {
    return store.lines.find((l) => l.key === store.selected && l.voidReason === null) ?? active[active.length - 1];
  }

  function openPayment(mode: PaymentMode, send = false) {
    if (active.length === 0 || totals.total < 0) {
      setError('결제할 상품이 없습니다.');
      return;
    }
    setAutoSend(send);
    setPaying(mode);
  }

  async function reprintLast() {
    try {
      const [last] = await call('orders.list', { date: null, staffId: null });
      if (!last) return setError('다시 인쇄할 영수증이 없습니다.');
      await call('orders.reprint', { id: last.id });
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  const idle = !done && !blocked;
  useKeyBindings(
    paying
      ? {
          [SALE_KEYS.cash]: () => !busy && setPaying('cash'),
          // F9 again on the card panel sends it; a second press while the reader has it does nothing.
          [SALE_KEYS.card]: () => (busy ? undefined : paying === 'cash' ? setPaying('card') : paymentHandles.current.sendCard?.()),
          [SALE_KEYS.cancel]: () => !busy && setPaying(null),
        }
      : {
          [SALE_KEYS.search]: () => {
            document.getElementById('product-search')?.focus();
            (document.getElementById('product-search') as HTMLInputElement | null)?.select();
          },
          [SALE_KEYS.quantity]: () => {
            const line = targetLine();
            if (!line) return;
            store.select(line.key);
            focusById('line-qty');
          },
          [SALE_KEYS.voidLine]: () => {
            const line = targetLine();
            if (line) store.voidLine(line.key, VOID_REASONS[0]);
          },
          [SALE_KEYS.hold]: () => void hold(),
          [SALE_KEYS.recall]: () => {
            const last = (held.data ?? []).at(-1);
            if (last && store.lines.length === 0) store.resume(last);
          },
          [SALE_KEYS.reprint]: () => void reprintLast(),
          [SALE_KEYS.cash]: () => openPayment('cash'),
          [SALE_KEYS.card]: () => openPayment('card', true),
          [SALE_KEYS.cancel]: () => {
            setResults([]);
            store.select(null);
            (document.activeElement as HTMLElement | null)?.blur();
          },
          ArrowDown: () => moveSelection(1),
          ArrowUp: () => moveSelection(-1),
        },
    idle,
  );

  function moveSelection(step: number) {
    if (document.activeElement instanceof HTMLInputElement || active.length === 0) return;
    const at = active.findIndex((l) => l.key === store.selected);
    const next = active[at === -1 ? (step > 0 ? 0 : active.length - 1) : Math.max(0, Math.min(active.length - 1, at + step))];
    if (next) store.select(next.key);
  }

  if (blocked) return <RecoveredSales sales={recovered} onDone={(id) => setRecovered((list) => list.filter((s) => s.id !== id))} />;
  if (done) return <SaleDone sale={done} onNext={() => setDone(null)} />;

  return (
    <section className="sale" aria-labelledby="sale-title">
      <div className="sale-left">
        <h1 id="sale-title">판매</h1>
        <form className="row" onSubmit={search} role="search">
          <label htmlFor="product-search" className="sr-only">
            상품 검색
          </label>
          <input id="product-search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="상품명 또는 바코드 검색 (F1)" aria-keyshortcuts={SALE_KEYS.search} />
          <button type="submit">검색</button>
        </form>
        {results.length > 0 ? (
          <ul className="search-results" aria-label="검색 결과">
            {results.map((item, i) => (
              <li key={item.optionNo}>
                <button type="button" id={`search-result-${i}`} onClick={() => pick(item)}>
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
      <ProductGrid onPick={pick} keysEnabled={idle && !paying} />
      <aside className="sale-right" aria-label="합계와 결제">
        <dl className="totals">
          <dt>상품 합계</dt>
          <dd>
            <Won amount={totals.linesNet} />
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
          <PaymentPanel
            mode={paying}
            onMode={setPaying}
            total={totals.total}
            busy={busy}
            onPay={(p) => void pay(p)}
            onCancel={() => setPaying(null)}
            autoSend={autoSend}
            handles={paymentHandles}
          />
        ) : (
          <>
            <label htmlFor="sale-discount">전체 할인(원)</label>
            <NumberField
              id="sale-discount"
              value={discountText}
              onValueChange={(text) => {
                setDiscountText(text);
                const amount = Math.min(parseWonInput(text), totals.linesNet);
                store.setSaleDiscount(amount > 0 ? { label: '할인', amount } : null);
              }}
            />
            <button type="button" className="primary big" disabled={active.length === 0 || totals.total < 0} onClick={() => openPayment('cash')} aria-keyshortcuts={SALE_KEYS.cash}>
              결제하기 · 현금 <Key name={SALE_KEYS.cash} />
            </button>
            <button type="button" className="primary big" disabled={active.length === 0 || totals.total < 0} onClick={() => openPayment('card', true)} aria-keyshortcuts={SALE_KEYS.card}>
              카드 결제 <Key name={SALE_KEYS.card} />
            </button>
            <div className="row key-row">
              <button type="button" disabled={store.lines.length === 0} onClick={() => void hold()} aria-keyshortcuts={SALE_KEYS.hold}>
                보류 <Key name={SALE_KEYS.hold} />
              </button>
              <button type="button" disabled={store.lines.length === 0} onClick={() => store.clear()}>
                전체 취소
              </button>
              <button type="button" onClick={() => void reprintLast()} aria-keyshortcuts={SALE_KEYS.reprint}>
                재인쇄 <Key name={SALE_KEYS.reprint} />
              </button>
            </div>
            <p className="muted key-help">
              <Key name={SALE_KEYS.search} /> 검색 · <Key name={SALE_KEYS.quantity} /> 수량 · <Key name={SALE_KEYS.voidLine} /> 줄 취소 · <Key name={SALE_KEYS.recall} /> 보류 불러오기
            </p>
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
