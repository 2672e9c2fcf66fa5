// The sale screen's one hook into the customer display (#28 item 8): whenever the lines, the total,
// the payment step or the finished sale change, the shopper's screen is told (through the host).
import { useEffect } from 'react';
import { call } from '../api/terminal-api.ts';
import type { CustomerDisplay } from '../../shared/channels/display.ts';
import type { CompletedSale, SaleLine } from '../../shared/schemas.ts';
import type { PaymentMode } from './payment-panel.tsx';

export function customerDisplayOf(lines: readonly SaleLine[], total: number, paying: PaymentMode | null, done: CompletedSale | null): CustomerDisplay {
  if (done) return { step: 'done', lines: [], total: done.total, method: done.methods.includes('card') ? 'card' : 'cash', change: done.change };
  const shown = lines
    .filter((l) => l.voidReason === null)
    .map((l) => ({ name: l.name, optionName: l.optionName || null, quantity: l.quantity, amount: l.unitPrice * l.quantity - l.discount }));
  if (shown.length === 0) return { step: 'idle', lines: [], total: 0, method: null, change: 0 };
  return { step: paying ? 'payment' : 'sale', lines: shown, total, method: paying === 'card' ? 'card' : paying ? 'cash' : null, change: 0 };
}

export function useCustomerDisplay(lines: readonly SaleLine[], total: number, paying: PaymentMode | null, done: CompletedSale | null): void {
  const display = customerDisplayOf(lines, total, paying, done);
  const key = JSON.stringify(display);
  useEffect(() => {
    // The display is a courtesy to the shopper: a failure here never disturbs the sale.
    call('display.show', JSON.parse(key) as CustomerDisplay).catch(() => undefined);
  }, [key]);
}
