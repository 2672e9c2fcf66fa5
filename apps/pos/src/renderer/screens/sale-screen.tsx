// The sale: scan (keyboard wedge anywhere on the screen, or HID/serial), search (F1) → lines; F2
// quantity, F3 void, F4 hold, F5 할인 (discount-panel.tsx), F6 recall, F7 reprint, F8 cash, F9 card, Esc back — every step works
// without the mouse. 완료 only once the sale and its outbox entry are committed; the receipt prints
// in the background and 완료 shows how that went. A sale recorded just before a crash is shown
// before a new one starts, and a payment sent again after a lost answer is never recorded twice.
// Parts: sale-search.tsx (F1), sale-keys.ts (the line keys), sale-lines.tsx, product-grid.tsx, sale-actions.tsx (before payment),
// payment-panel.tsx, sale-done.tsx, use-recovered-sales.ts; this file holds the sale's flow and keys.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { ShopInfoWarning } from '../components/shop-info-warning.tsx';
import { DayClosedBanner } from '../components/day-closed-banner.tsx';
import { SALE_KEYS, useKeyBindings } from '../keys/function-keys.tsx';
import { draftLines, useSaleStore } from '../stores/sale-store.ts';
import { playBadScanSound, playKeptScanSound } from '../scan/bad-scan-sound.ts';
import { useWedgeScanner } from '../scan/use-wedge-scanner.ts';
import type { ScanInfo } from '../scan/use-wedge-scanner.ts';
import { saleTotals } from '../../shared/sale-math.ts';
import type { CatalogueItem, CompletedSale, Payment } from '../../shared/schemas.ts';
import { PaymentPanel } from './payment-panel.tsx';
import { ProductGrid } from './product-grid.tsx';
import type { PaymentMode, PaymentPanelHandles } from './payment-panel.tsx';
import { RecoveredSales } from './recovered-sales.tsx';
import { SaleActions, SaleTotals } from './sale-actions.tsx';
import { lineKeys } from './sale-keys.ts';
import { SaleDone } from './sale-done.tsx';
import { DiscountPanel } from './discount-panel.tsx';
import { useApprovalStore, withApproval } from '../approval/approval-store.ts';
import { SaleLines } from './sale-lines.tsx';
import { ProductSearch, useProductSearch } from './sale-search.tsx';
import { useRecoveredSales } from './use-recovered-sales.ts';
import { useCustomerDisplay } from './use-customer-display.ts';

declare global {
  interface Window {
    /** Scan-to-line times in ms (terminating Enter → line rendered), read by `pnpm bench`. */
    __posScanTimings?: number[];
  }
}

export function SaleScreen() {
  const store = useSaleStore();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const search = useProductSearch(setError);
  const [paying, setPaying] = useState<PaymentMode | null>(null);
  /** F9 from the sale: the card panel sends the amount at once. */
  const [autoSend, setAutoSend] = useState(false);
  const paymentHandles = useRef<PaymentPanelHandles>({ scan: null, sendCard: null });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<CompletedSale | null>(null);
  const { recovered, acknowledged, lostHost } = useRecoveredSales(() => {
    setPaying(null);
    setError(null);
  });
  const [discountText, setDiscountText] = useState('');
  const [discountOpen, setDiscountOpen] = useState(false);
  const discountApprovalId = useApprovalStore((s) => s.discountApprovalId);
  const setDiscountApproval = useApprovalStore((s) => s.setDiscountApproval);
  const pendingScan = useRef<number | null>(null);
  const held = useQuery({ queryKey: ['held'], queryFn: () => call('sales.held', {}) });
  const totals = saleTotals(store.lines, store.saleDiscount);
  const active = store.lines.filter((l) => l.voidReason === null);
  const blocked = recovered.length > 0;
  /** Scans made while the recovered sales wait for 확인: beeped, kept, and rung up after it. */
  const keptScans = useRef<string[]>([]);
  const [keptCount, setKeptCount] = useState(0);
  useCustomerDisplay(active, totals.total, paying, done);

  useEffect(() => {
    if (pendingScan.current === null) return;
    const ms = performance.now() - pendingScan.current;
    pendingScan.current = null;
    (window.__posScanTimings ??= []).push(ms);
  }, [store.lines]);

  async function onScan(scan: ScanInfo) {
    // At the payment step a scan is the shopper's 간편결제 barcode.
    if (paying && !busy) return paymentHandles.current.scan?.(scan.code);
    if (paying || done) return;
    if (blocked) {
      keptScans.current.push(scan.code);
      setKeptCount(keptScans.current.length);
      playKeptScanSound();
      return;
    }
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
  useEffect(() => {
    if (blocked || keptScans.current.length === 0) return;
    const codes = keptScans.current.splice(0);
    setKeptCount(0);
    void (async () => {
      for (const code of codes) await onScan({ code, endedAt: null, source: 'wedge' });
    })();
    // onScan reads the store afresh; only the end of the 확인 step sends the kept scans.
  }, [blocked]);

  function pick(item: CatalogueItem) {
    store.add(item, null);
    search.close(true);
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
      // A discount over the shop's limit goes with the admin's approval given for it; asked again if it changed since.
      const completed = await withApproval(
        (approvalId) =>
          call('sales.complete', {
            lines: draftLines(store.lines),
            saleDiscount: store.saleDiscount,
            payments,
            heldSaleId: store.heldSaleId,
            attemptId: store.attemptId,
            approvalId,
          }),
        discountApprovalId,
      );
      setDiscountApproval(null);
      setDone(completed);
      setPaying(null);
      store.clear();
      setDiscountText('');
      void queryClient.invalidateQueries({ queryKey: ['held'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    } catch (e) {
      setError(errorMessage(e));
      // The answer may have been lost after the sale was recorded: find out before anyone pays again.
      if (e instanceof ApiError && e.code === 'HOST_UNREACHABLE') lostHost();
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
          ...lineKeys(store, held.data ?? []),
          [SALE_KEYS.hold]: () => void hold(),
          [SALE_KEYS.discount]: () => active.length > 0 && setDiscountOpen(true),
          [SALE_KEYS.reprint]: () => void reprintLast(),
          [SALE_KEYS.cash]: () => openPayment('cash'),
          [SALE_KEYS.card]: () => openPayment('card', true),
          [SALE_KEYS.cancel]: () => {
            search.close(false);
            store.select(null);
            (document.activeElement as HTMLElement | null)?.blur();
          },
        },
    idle,
  );


  if (blocked) return <RecoveredSales sales={recovered} onDone={acknowledged} keptScans={keptCount} />;
  if (done) return <SaleDone sale={done} onNext={() => setDone(null)} />;

  return (
    <section className="sale" aria-labelledby="sale-title">
      <div className="sale-left">
        <h1 id="sale-title">판매</h1>
        <ProductSearch state={search} onPick={pick} />
        <Notice error={error} />
        <ShopInfoWarning />
        <DayClosedBanner />
        <SaleLines />
      </div>
      <ProductGrid onPick={pick} keysEnabled={idle && !paying} />
      <aside className="sale-right" aria-label="합계와 결제">
        <SaleTotals linesNet={totals.linesNet} discount={totals.discount} total={totals.total} />
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
        ) : discountOpen ? (
          <DiscountPanel onClose={() => setDiscountOpen(false)} onSaleDiscountText={setDiscountText} />
        ) : (
          <SaleActions
            onDiscount={() => setDiscountOpen(true)}
            linesNet={totals.linesNet}
            canPay={active.length > 0 && totals.total >= 0}
            discountText={discountText}
            onDiscountText={setDiscountText}
            onPay={openPayment}
            onHold={() => void hold()}
            onReprint={() => void reprintLast()}
            held={held.data ?? []}
            onHeldChanged={() => void held.refetch()}
          />
        )}
      </aside>
    </section>
  );
}
