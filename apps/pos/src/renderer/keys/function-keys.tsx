// The counter's function keys, as Korean POS terminals have them, in one table: the sale screen
// binds them, and every button shows its key (<Key>) from the same table.
import { useEffect, useRef } from 'react';

export const SALE_KEYS = {
  search: 'F1',
  quantity: 'F2',
  voidLine: 'F3',
  hold: 'F4',
  /** 할인: the discount panel, % or 원 on a line or the sale (#28 item 7). */
  discount: 'F5',
  recall: 'F6',
  reprint: 'F7',
  cash: 'F8',
  card: 'F9',
  /** 현금영수증 on the cash part (#27). */
  cashReceipt: 'F10',
  /** Locks the screen at once (every signed-in screen). */
  lock: 'F12',
  cancel: 'Escape',
} as const;

export type SaleKeyAction = keyof typeof SALE_KEYS;

/** Binds keys (KeyboardEvent.key) to actions while mounted; a bound key never reaches the browser (F1 help, F7 caret browsing). */
export function useKeyBindings(bindings: Readonly<Partial<Record<string, () => void>>>, enabled = true): void {
  const current = useRef(bindings);
  current.current = bindings;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      const action = current.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

/** The key shown on a button ("F8"; Escape shows as Esc). */
export function Key({ name }: { readonly name: string }) {
  return <kbd className="key">{name === 'Escape' ? 'Esc' : name}</kbd>;
}
