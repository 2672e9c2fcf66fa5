// Steps of the whole-day journey for roles and manager approval (#28 items 3 and 7's discounts), each
// asserting what the cashier sees. The host journey e2e/approvals.e2e.ts uses them; the lead calls
// them from e2e/stack/whole-day.e2e.ts. Every step starts and ends on a screen a cashier reaches by
// the menu; money is read as the screen shows it ("12,000원").
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatNumber } from '@courtside/core/format';

export interface Approver {
  readonly name: string;
  readonly pin: string;
}

const won = (amount: number): string => `${formatNumber(amount)}원`;

/** The manager approval dialog is up naming `action` (e.g. "환불 · 6,000원"): the approver types their name and PIN and approves. */
export async function approveInDialog(page: Page, approver: Approver, action: RegExp | string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '관리자 승인' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('approval-action')).toContainText(action);
  await dialog.getByLabel('승인할 관리자').fill(approver.name);
  await dialog.getByLabel('관리자 PIN').fill(approver.pin);
  await dialog.getByRole('button', { name: '승인', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * 할인 (F5) on the sale screen: `target` the chosen (else last) line or the whole sale, `percent` by a
 * quick button (5/10/20) or typed. With `approver`, the discount is over the shop's limit and the
 * dialog must ask for it; without, it must not. Ends with 받을 금액 = `expectTotal`.
 */
export async function percentDiscount(page: Page, options: { readonly target: 'line' | 'sale'; readonly percent: number; readonly expectTotal: number; readonly approver?: Approver }): Promise<void> {
  await page.keyboard.press('F5');
  const panel = page.getByRole('group', { name: '할인' });
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: options.target === 'line' ? /선택한 줄/ : '전체' }).check();
  if ([5, 10, 20].includes(options.percent)) {
    await panel.getByRole('button', { name: `${options.percent}%`, exact: true }).click();
  } else {
    await panel.getByRole('radio', { name: '%' }).check();
    await panel.getByLabel('할인율(%)').fill(String(options.percent));
    await panel.getByRole('button', { name: '적용' }).click();
  }
  if (options.approver) {
    await approveInDialog(page, options.approver, '한도 초과 할인');
  } else {
    await expect(page.getByRole('dialog', { name: '관리자 승인' })).toHaveCount(0);
  }
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('sale-total')).toHaveText(won(options.expectTotal));
}

/** Cash for exactly the total from the sale screen, to 완료; answers the receipt number. */
export async function payCashExact(page: Page): Promise<string> {
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 완료' }).click();
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  return ((await page.getByTestId('receipt-no').textContent()) ?? '').trim();
}

/**
 * A cashier refunds `quantity` of `lineName` on receipt `receiptNo` (주문 내역 → the order), the
 * owner approves it on the spot with their PIN; the cashier sees 환불 완료 with the amount and, on
 * the order, who approved it.
 */
export async function refundApprovedByOwner(page: Page, options: { readonly receiptNo: string; readonly lineName: string; readonly quantity: number; readonly reason: string; readonly owner: Approver; readonly expectAmount: number }): Promise<void> {
  await page.getByRole('link', { name: '주문 내역' }).click();
  // The receipt the shopper hands over, typed in: a sale of any day (after Z it is filed on the next one).
  await page.getByLabel('영수증 번호').fill(options.receiptNo);
  await page.getByRole('link', { name: options.receiptNo }).click();
  await page.getByLabel(`${options.lineName} 환불 수량`).fill(String(options.quantity));
  await page.getByLabel('환불 사유').fill(options.reason);
  await page.getByRole('button', { name: '선택 수량 환불' }).click();
  await approveInDialog(page, options.owner, `환불 · ${won(options.expectAmount)}`);
  await expect(page.getByRole('status').filter({ hasText: '환불 완료' })).toContainText(won(options.expectAmount));
  await expect(page.getByTestId('approval-note').filter({ hasText: `관리자 ${options.owner.name} 승인 (환불 ${won(options.expectAmount)})` })).toBeVisible();
}

/** The cashier's menu shows only what a cashier may use: no 재고, no 설정. */
export async function cashierMenuOnly(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: '메뉴' });
  for (const label of ['판매', '주문 내역', '상품', '매출', '주문 제작']) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  for (const label of ['재고', '설정']) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
}
