// 28xchg's steps of the whole-day journey (#28 items 6 and 7): each takes the cashier's page, works
// by screens only (no test hooks: it runs over `pnpm start` as well as over the seeded host) and
// asserts what the cashier sees. The lead calls them from whole-day.e2e.ts; e2e/exchange.e2e.ts
// uses them on the seeded host.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatNumber } from '@courtside/core/format';
import { scan } from '../../support.ts';

export interface ExchangeGoods {
  /** The name as the order screen lists it. */
  readonly name: string;
  readonly barcode: string;
  readonly price: number;
}

export interface ExchangeStep {
  /** The sale to exchange from (its receipt number as 주문 내역 lists it). */
  readonly receiptNo: string;
  /** What comes back: a line of that sale, how many, and what they are worth (after the sale's discounts). */
  readonly returned: { readonly name: string; readonly quantity: number; readonly worth: number };
  /** What goes out instead, scanned as a wedge scanner types it. */
  readonly goods: readonly ExchangeGoods[];
  readonly reason?: string;
  /** The shopper hands over this much cash for a dearer exchange (the difference when absent). */
  readonly tendered?: number;
}

/**
 * An exchange from 주문 내역: the sale's detail, 교환, the returned quantity, the new goods scanned,
 * the 차액 shown, cash taken or given back, 교환 완료 — the note names the new receipt and the money.
 * Answers the new receipt number.
 */
export async function exchangeAtCounter(page: Page, step: ExchangeStep): Promise<{ readonly receiptNo: string; readonly difference: number }> {
  await page.getByRole('link', { name: '주문 내역' }).click();
  // The receipt the shopper hands over, typed in: a sale of any day (after Z it is filed on the next one).
  await page.getByLabel('영수증 번호').fill(step.receiptNo);
  await page.getByRole('link', { name: step.receiptNo }).click();
  await expect(page.getByRole('heading', { name: `주문 ${step.receiptNo}` })).toBeVisible();
  await page.getByRole('button', { name: '교환', exact: true }).click();
  const form = page.getByRole('region', { name: '교환', exact: true });
  await form.getByLabel(`${step.returned.name} 교환 반품 수량`).fill(String(step.returned.quantity));
  // The scan goes to the page, not into a field.
  await page.getByRole('heading', { name: `주문 ${step.receiptNo}` }).click();
  for (const goods of step.goods) {
    await scan(page, goods.barcode);
    await expect(form.getByRole('list', { name: '교환 상품' })).toContainText(goods.name);
  }
  const newTotal = step.goods.reduce((sum, g) => sum + g.price, 0);
  const difference = newTotal - step.returned.worth;
  const sum = form.getByLabel('교환 금액');
  await expect(sum).toContainText(`${formatNumber(step.returned.worth)}원`);
  await expect(sum).toContainText(`${formatNumber(newTotal)}원`);
  await expect(form.getByTestId('exchange-difference')).toHaveText(`${formatNumber(Math.abs(difference))}원`);
  await expect(sum).toContainText(difference > 0 ? '받을 차액' : difference < 0 ? '돌려줄 차액' : '차액');
  if (difference > 0) {
    await form.getByLabel('받은 돈').fill(String(step.tendered ?? difference));
  }
  await form.getByLabel('교환 사유').fill(step.reason ?? '사이즈 교환');
  await form.getByRole('button', { name: '교환 완료' }).click();
  const note = page.getByRole('status').filter({ hasText: '교환 완료' });
  const change = difference > 0 ? (step.tendered ?? difference) - difference : 0;
  await expect(note).toContainText(difference > 0 ? `차액 받음 ${formatNumber(difference)}원` : difference < 0 ? `차액 환불 ${formatNumber(-difference)}원` : '차액 없음');
  if (change > 0) await expect(note).toContainText(`거스름돈 ${formatNumber(change)}원`);
  const receiptNo = /교환 완료: (T\d+-\d{8}-\d{4})/.exec((await note.textContent()) ?? '')?.[1] ?? '';
  expect(receiptNo).toMatch(/^T\d+-\d{8}-\d{4}$/);
  // The returned units are no longer refundable on the original.
  return { receiptNo, difference };
}
