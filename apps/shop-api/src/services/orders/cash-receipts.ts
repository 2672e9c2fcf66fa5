// 현금영수증 for orders paid in cash (가상계좌): requested at checkout (or later on the order), issued by
// the stand-in PG when the deposit is confirmed — an issuance record with a 국세청 approval number —,
// changed through the member's and the guest's cash-receipt operations (a changed key cancels the
// issuance and issues again), cancelled and issued again for what is left when a refund is paid, and
// cancelled outright when nothing is left. The identity rules (휴대폰, 현금영수증 카드, 사업자등록번호
// with its check digit) are core's, shared with the counter's terminal.
import type { Kysely } from 'kysely';
import { checkCashReceiptRequest } from '@courtside/core/pos';
import type { ShopDb } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import { toYmdt } from '../../domain/kst-time.ts';

export type CashReceiptPurposeType = 'INCOME_TAX_DEDUCTION' | 'PROOF_EXPENDITURE';
export type CashReceiptKeyType = 'MOBILE_NO' | 'CARD_NO' | 'BUSINESS_NO';

export const cashReceiptErrors = {
  invalid: (message: string) => new DomainError('invalid', 'O3101', message),
  notCash: () => new DomainError('invalid', 'O3102', '현금영수증은 가상계좌로 결제한 주문에만 신청할 수 있습니다.'),
  none: () => new DomainError('not-found', 'O3103', '신청한 현금영수증이 없습니다.'),
  already: () => new DomainError('conflict', 'O3104', '이미 현금영수증을 신청한 주문입니다. 신청 정보를 바꾸려면 수정해 주세요.'),
  closed: () => new DomainError('invalid', 'O3105', '전액 환불된 주문에는 현금영수증을 신청할 수 없습니다.'),
};

/** Pay types paid in cash, for which a 현금영수증 may be asked. */
export const CASH_PAY_TYPES: readonly string[] = ['VIRTUAL_ACCOUNT', 'ACCOUNT', 'REALTIME_ACCOUNT_TRANSFER'];

export interface CashReceiptRequest {
  purpose: CashReceiptPurposeType;
  key: string;
  keyType: CashReceiptKeyType | null;
}

/** Checks a request with core's rules; answers the key's digits and its type (the one typed, or the one the digits are). */
export function validateCashReceipt(r: CashReceiptRequest): { purpose: CashReceiptPurposeType; keyType: CashReceiptKeyType; digits: string } {
  const check = checkCashReceiptRequest(r.key, r.purpose === 'PROOF_EXPENDITURE' ? 'expense' : 'income');
  if (!check.ok) throw cashReceiptErrors.invalid(check.message);
  const kind = check.identity.kind;
  if (kind === 'self') throw cashReceiptErrors.invalid('자진발급 번호로는 신청할 수 없습니다. 휴대폰 번호나 현금영수증 카드 번호를 입력해 주세요.');
  const keyType: CashReceiptKeyType = kind === 'phone' ? 'MOBILE_NO' : kind === 'card' ? 'CARD_NO' : 'BUSINESS_NO';
  if (r.keyType && r.keyType !== keyType) {
    throw cashReceiptErrors.invalid(keyType === 'MOBILE_NO' ? '휴대폰 번호를 입력했습니다. 종류를 휴대폰 번호로 골라 주세요.' : `입력한 번호가 선택한 종류(${keyTypeLabel(r.keyType)})와 맞지 않습니다.`);
  }
  return { purpose: r.purpose, keyType, digits: check.identity.digits };
}

export function keyTypeLabel(t: CashReceiptKeyType): string {
  return t === 'MOBILE_NO' ? '휴대폰 번호' : t === 'CARD_NO' ? '현금영수증 카드' : '사업자등록번호';
}

/** A 현금영수증 card number is never shown whole: "1234-****-****-5678". */
export function maskedKey(keyType: string, digits: string): string {
  return keyType === 'CARD_NO' ? `${digits.slice(0, 4)}-****-****-${digits.slice(-4)}` : digits;
}

function newAuthNo(): string {
  return String(Math.floor(100_000_000 + Math.random() * 899_999_999));
}

/** Records the request on an order (checkout, or later); issues at once when the order is already paid. */
export async function requestCashReceipt(db: Kysely<ShopDb>, orderNo: string, r: CashReceiptRequest, now: Date): Promise<'ISSUE' | 'REQUEST'> {
  const valid = validateCashReceipt(r);
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['pay_type', 'paid_at', 'last_amount_json']).where('order_no', '=', orderNo).executeTakeFirst();
    if (!order) throw new DomainError('not-found', 'O0001', '주문을 찾을 수 없습니다.');
    if (!CASH_PAY_TYPES.includes(order.pay_type)) throw cashReceiptErrors.notCash();
    const existing = await trx.selectFrom('cash_receipts').select('status').where('order_no', '=', orderNo).executeTakeFirst();
    if (existing && existing.status !== 'CANCEL') throw cashReceiptErrors.already();
    const iso = now.toISOString();
    const row = { purpose: valid.purpose, key_type: valid.keyType, cash_key: valid.digits, status: 'REQUEST', updated_at: iso };
    if (existing) await trx.updateTable('cash_receipts').set(row).where('order_no', '=', orderNo).execute();
    else await trx.insertInto('cash_receipts').values({ ...row, order_no: orderNo, requested_at: iso }).execute();
    if (order.paid_at === null) return 'REQUEST';
    const payAmt = (JSON.parse(order.last_amount_json) as { payAmt?: number }).payAmt ?? 0;
    if (payAmt <= 0) throw cashReceiptErrors.closed();
    await issue(trx, orderNo, payAmt, now);
    return 'ISSUE';
  });
}

async function issue(trx: Kysely<ShopDb>, orderNo: string, amount: number, now: Date): Promise<void> {
  const iso = now.toISOString();
  await trx.insertInto('cash_receipt_issues').values({ order_no: orderNo, auth_no: newAuthNo(), pg_no: `CR${now.getTime().toString(36).toUpperCase()}`, amount, issued_at: iso, cancelled_at: null }).execute();
  await trx.updateTable('cash_receipts').set({ status: 'COMPLETE', updated_at: iso }).where('order_no', '=', orderNo).execute();
}

async function cancelIssued(trx: Kysely<ShopDb>, orderNo: string, now: Date): Promise<void> {
  await trx.updateTable('cash_receipt_issues').set({ cancelled_at: now.toISOString() }).where('order_no', '=', orderNo).where('cancelled_at', 'is', null).execute();
}

/** The deposit came in: a waiting request is issued for what was paid (inside the deposit's transaction). */
export async function issueOnDeposit(trx: Kysely<ShopDb>, orderNo: string, amount: number, now: Date): Promise<void> {
  const waiting = await trx.selectFrom('cash_receipts').select('status').where('order_no', '=', orderNo).executeTakeFirst();
  if (waiting?.status === 'REQUEST' && amount > 0) await issue(trx, orderNo, amount, now);
}

/** A refund was paid: the issuance is cancelled and, when money is left, issued again for it. */
export async function reissueAfterRefund(trx: Kysely<ShopDb>, orderNo: string, remaining: number, now: Date): Promise<void> {
  const receipt = await trx.selectFrom('cash_receipts').select('status').where('order_no', '=', orderNo).executeTakeFirst();
  if (!receipt) return;
  if (receipt.status === 'REQUEST') {
    if (remaining <= 0) await trx.updateTable('cash_receipts').set({ status: 'CANCEL', updated_at: now.toISOString() }).where('order_no', '=', orderNo).execute();
    return;
  }
  if (receipt.status !== 'COMPLETE') return;
  await cancelIssued(trx, orderNo, now);
  if (remaining > 0) await issue(trx, orderNo, remaining, now);
  else await trx.updateTable('cash_receipts').set({ status: 'CANCEL', updated_at: now.toISOString() }).where('order_no', '=', orderNo).execute();
}

/** PUT …/cashReceipt: new purpose or key; an issued receipt is cancelled and issued again with them. */
export async function changeCashReceipt(db: Kysely<ShopDb>, orderNo: string, r: CashReceiptRequest, now: Date) {
  const valid = validateCashReceipt(r);
  await db.transaction().execute(async (trx) => {
    const receipt = await trx.selectFrom('cash_receipts').select('status').where('order_no', '=', orderNo).executeTakeFirst();
    if (!receipt || receipt.status === 'CANCEL') throw cashReceiptErrors.none();
    const iso = now.toISOString();
    await trx.updateTable('cash_receipts').set({ purpose: valid.purpose, key_type: valid.keyType, cash_key: valid.digits, updated_at: iso }).where('order_no', '=', orderNo).execute();
    if (receipt.status === 'COMPLETE') {
      const current = await trx.selectFrom('cash_receipt_issues').select('amount').where('order_no', '=', orderNo).where('cancelled_at', 'is', null).executeTakeFirst();
      await cancelIssued(trx, orderNo, now);
      if (current) await issue(trx, orderNo, current.amount, now);
    }
  });
  return { cashReceiptIssuePurposeType: valid.purpose, cashReceiptKeyType: valid.keyType, cashReceiptKey: maskedKey(valid.keyType, valid.digits) };
}

/** POST …/cashReceipt/cancel: the shopper withdraws the receipt (an issued one is cancelled). */
export async function cancelCashReceipt(db: Kysely<ShopDb>, orderNo: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const receipt = await trx.selectFrom('cash_receipts').select('status').where('order_no', '=', orderNo).executeTakeFirst();
    if (!receipt || receipt.status === 'CANCEL') throw cashReceiptErrors.none();
    await cancelIssued(trx, orderNo, now);
    await trx.updateTable('cash_receipts').set({ status: 'CANCEL', updated_at: now.toISOString() }).where('order_no', '=', orderNo).execute();
  });
}

/** The order's 현금영수증 as `cashReceiptInfo` shows it. */
export type CashReceiptInfo = Awaited<ReturnType<typeof cashReceiptInfo>>;

/** The order's `cashReceiptInfo` (null when none was asked), with the current issuance's approval number. */
export async function cashReceiptInfo(db: Kysely<ShopDb>, orderNo: string) {
  const receipt = await db.selectFrom('cash_receipts').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!receipt) return null;
  const issued = await db.selectFrom('cash_receipt_issues').selectAll().where('order_no', '=', orderNo).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const current = issued && issued.cancelled_at === null ? issued : null;
  return {
    cashReceiptIssueType: receipt.status,
    cashReceiptIssuePurposeType: receipt.purpose,
    cashReceiptKeyType: receipt.key_type,
    cashReceiptKey: maskedKey(receipt.key_type, receipt.cash_key),
    issueAmt: current?.amount ?? null,
    cashReceiptAuthNo: current?.auth_no ?? null,
    pgCashReceiptNo: current?.pg_no ?? null,
    issueYmdt: current ? toYmdt(current.issued_at) : null,
  };
}

/** Every issuance, newest first (the sandbox's 현금영수증 page). */
export async function cashReceiptIssues(db: Kysely<ShopDb>, orderNo: string) {
  return db.selectFrom('cash_receipt_issues').selectAll().where('order_no', '=', orderNo).orderBy('id', 'desc').execute();
}
