// Seeded counter sales as the sale screen hands them to `sales.complete`: one to three lines of the
// test products, and cash, card or a split payment that covers the total exactly.
import type { Rng } from '@courtside/pos-server/testing/rng';
import { randomInt } from '@courtside/pos-server/testing/rng';
import type { SaleDraft, SaleLine } from '../../src/shared/schemas.ts';

export interface FaultProduct {
  readonly productNo: number;
  readonly optionNo: number;
  readonly name: string;
  readonly price: number;
}

let approval = 0;

export function saleDraft(rng: Rng, products: readonly FaultProduct[], maxQty = 3): SaleDraft {
  const picked = products.filter(() => rng() < 0.6);
  const first = products[randomInt(rng, 0, products.length - 1)];
  if (picked.length === 0 && first) picked.push(first);
  const lines: SaleLine[] = picked.map((p) => ({
    productNo: p.productNo,
    optionNo: p.optionNo,
    name: p.name,
    optionName: '',
    barcode: null,
    quantity: randomInt(rng, 1, maxQty),
    unitPrice: p.price,
    discount: 0,
    voidReason: null,
  }));
  const total = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  approval += 1;
  const card = (amount: number) => ({ method: 'card' as const, amount, approvalNo: `A${String(approval).padStart(8, '0')}`, issuer: '신한카드' });
  const method = randomInt(rng, 0, 2);
  const cashPart = Math.floor(total / 2 / 100) * 100;
  const payments =
    method === 0
      ? [{ method: 'cash' as const, amount: total, tendered: Math.ceil(total / 10_000) * 10_000 }]
      : method === 1 || cashPart === 0
        ? [card(total)]
        : [{ method: 'cash' as const, amount: cashPart, tendered: cashPart }, card(total - cashPart)];
  return { lines, saleDiscount: null, payments, heldSaleId: null };
}

/** Units of each option in a set of drafts' lines. */
export function unitsByOption(lines: readonly { readonly optionNo: number; readonly quantity: number }[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lines) out.set(l.optionNo, (out.get(l.optionNo) ?? 0) + l.quantity);
  return out;
}
