// The sale being rung up: lines (scanned or searched), quantities, line and sale discounts, voids
// with their reasons, and the held sale it was resumed from. Nothing here is durable: the sale is
// written once, by sales.complete, in one transaction with its outbox entry.
import { create } from 'zustand';
import type { CatalogueItem, HeldSale, SaleDiscount, SaleLine } from '../../shared/schemas.ts';

export interface DraftLine extends SaleLine {
  readonly key: string;
}

export interface SaleState {
  readonly lines: readonly DraftLine[];
  readonly selected: string | null;
  readonly saleDiscount: SaleDiscount | null;
  readonly heldSaleId: string | null;
  /** This sale's payment attempt id: the same id is sent on every try, so a retry never sells twice. */
  readonly attemptId: string;
  add(item: CatalogueItem, barcode: string | null): void;
  select(key: string | null): void;
  setQuantity(key: string, quantity: number): void;
  setLineDiscount(key: string, discount: number): void;
  voidLine(key: string, reason: string): void;
  setSaleDiscount(discount: SaleDiscount | null): void;
  resume(held: HeldSale): void;
  clear(): void;
}

let counter = 0;
const nextKey = () => `l${Date.now().toString(36)}-${(counter += 1)}`;

/** 32 hex digits (getRandomValues works on a plain-http tablet, where randomUUID does not). */
export function newAttemptId(): string {
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const update = (lines: readonly DraftLine[], key: string, change: Partial<SaleLine>): DraftLine[] => lines.map((line) => (line.key === key ? { ...line, ...change } : line));

export const useSaleStore = create<SaleState>((set) => ({
  lines: [],
  selected: null,
  saleDiscount: null,
  heldSaleId: null,
  attemptId: newAttemptId(),
  add: (item, barcode) =>
    set((state) => {
      // The same item scanned again adds one to its open line, the way cashiers expect.
      const existing = state.lines.find((line) => line.optionNo === item.optionNo && line.voidReason === null && line.discount === 0);
      if (existing) return { lines: update(state.lines, existing.key, { quantity: existing.quantity + 1 }), selected: existing.key };
      const key = nextKey();
      const line: DraftLine = {
        key,
        productNo: item.productNo,
        optionNo: item.optionNo,
        name: item.name,
        optionName: item.optionName,
        barcode,
        quantity: 1,
        unitPrice: item.price,
        discount: 0,
        voidReason: null,
      };
      return { lines: [...state.lines, line], selected: key };
    }),
  select: (key) => set({ selected: key }),
  setQuantity: (key, quantity) => set((state) => ({ lines: update(state.lines, key, { quantity: Math.max(1, Math.min(9999, Math.trunc(quantity))) }) })),
  setLineDiscount: (key, discount) =>
    set((state) => {
      const line = state.lines.find((l) => l.key === key);
      const max = line ? line.quantity * line.unitPrice : 0;
      return { lines: update(state.lines, key, { discount: Math.max(0, Math.min(max, Math.trunc(discount))) }) };
    }),
  voidLine: (key, reason) => set((state) => ({ lines: update(state.lines, key, { voidReason: reason }), selected: null })),
  setSaleDiscount: (saleDiscount) => set({ saleDiscount }),
  resume: (held) => set({ lines: held.draft.lines.map((line) => ({ ...line, key: nextKey() })), saleDiscount: held.draft.saleDiscount, heldSaleId: held.id, selected: null, attemptId: newAttemptId() }),
  clear: () => set({ lines: [], selected: null, saleDiscount: null, heldSaleId: null, attemptId: newAttemptId() }),
}));

/** The lines as the services take them (without screen keys). */
export function draftLines(lines: readonly DraftLine[]): SaleLine[] {
  return lines.map(({ key: _key, ...line }) => line);
}
