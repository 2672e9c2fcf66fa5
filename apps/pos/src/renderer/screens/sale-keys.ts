// The sale's line keys while no payment is open: F1 to the search field, F2 quantity and F3 void of
// the chosen line (else the last one still counted), F6 takes back the last held sale, ↑/↓ choose a line.
import { SALE_KEYS } from '../keys/function-keys.tsx';
import type { SaleState } from '../stores/sale-store.ts';
import type { HeldSale } from '../../shared/schemas.ts';
import { VOID_REASONS } from './sale-lines.tsx';

type SaleStore = SaleState;

const focusById = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

export function lineKeys(store: SaleStore, held: readonly HeldSale[]): Record<string, () => void> {
  const active = store.lines.filter((l) => l.voidReason === null);
  /** The line F2/F3 act on: the chosen one, else the last one still counted. */
  const targetLine = () => store.lines.find((l) => l.key === store.selected && l.voidReason === null) ?? active[active.length - 1];
  const moveSelection = (step: number) => {
    if (document.activeElement instanceof HTMLInputElement || active.length === 0) return;
    const at = active.findIndex((l) => l.key === store.selected);
    const next = active[at === -1 ? (step > 0 ? 0 : active.length - 1) : Math.max(0, Math.min(active.length - 1, at + step))];
    if (next) store.select(next.key);
  };
  return {
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
    [SALE_KEYS.recall]: () => {
      const last = held.at(-1);
      if (last && store.lines.length === 0) store.resume(last);
    },
    ArrowDown: () => moveSelection(1),
    ArrowUp: () => moveSelection(-1),
  };
}
