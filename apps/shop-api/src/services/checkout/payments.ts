// Payments through the sandbox PG. Reserve checks the order sheet and freezes the amount; the
// sandbox page then approves (the order is created, stock taken once, points and coupons spent,
// cart lines removed, all in one transaction), declines, or for a virtual account issues the
// account and waits for a simulated deposit. Approving the same payment twice answers the same
// order; a second payment for an already paid sheet fails; the shopper lands on clientReturnUrl.
import type { Kysely, Selectable } from 'kysely';
import type { PaymentTable, ShopDb } from '../../db/schema.ts';
import { useAccumulation } from '../members/accumulations.ts';
import { markCouponUsed } from './coupons.ts';
import type { CouponRequest } from './order-sheet-amounts.ts';
import { computeSheet, loadSheetFor, sheetCartNos, type OrderSheetRow } from './order-sheets.ts';
import { newPaymentKey } from './order-numbers.ts';
import { createOrder, markDeposited, type Orderer, type PayInfo, type ShippingAddress } from '../orders/orders.ts';
import { hashPassword } from '../members/password.ts';
import { StockShortage, takeStock } from '../catalogue/stock.ts';
import { DomainError } from '../../domain/errors.ts';
import { parseJson } from '../../domain/json-columns.ts';
import { availablePayTypes, payInfoFor, payTypeLabel } from './pay-types.ts';
import { CASH_PAY_TYPES, cashReceiptErrors, issueOnDeposit, validateCashReceipt, type CashReceiptRequest } from '../orders/cash-receipts.ts';

export type PaymentRow = Selectable<PaymentTable>;

export const paymentErrors = {
  payType: () => new DomainError('invalid', 'O3001', '선택한 결제 수단을 사용할 수 없습니다.'),
  amountMismatch: (expected: number) =>
    new DomainError('invalid', 'O3002', `결제 금액이 주문서 금액(${expected.toLocaleString('ko-KR')}원)과 다릅니다. 주문서를 다시 확인해 주세요.`),
  guestPassword: () => new DomainError('invalid', 'O3003', '비회원 주문 비밀번호(4~20자)를 입력해 주세요.'),
  notFound: () => new DomainError('not-found', 'O3004', '결제 정보를 찾을 수 없습니다.'),
  notDepositWait: () => new DomainError('invalid', 'O3005', '입금을 기다리는 가상계좌 결제가 아닙니다.'),
  memberRequired: () => new DomainError('unauthenticated', 'M0001', '회원 주문입니다. 로그인해 주세요.'),
  depositExpired: () => new DomainError('invalid', 'O3006', '가상계좌 입금 기한이 지났습니다.'),
};

export interface ReserveInput {
  orderSheetNo: string;
  payType: string;
  pgType: string;
  clientReturnUrl: string;
  member: boolean;
  orderer: Orderer;
  shipping: ShippingAddress;
  saveAddressBook: boolean;
  subPayAmt: number;
  paymentAmtForVerification: number | null;
  coupons: CouponRequest;
  orderMemo: string | null;
  deliveryMemo: string | null;
  tempPassword: string | null;
  extraData: Record<string, unknown>;
  /** 현금영수증 asked at checkout (cash payments only); issued when the deposit is confirmed. */
  cashReceipt?: CashReceiptRequest | null;
}

/** What approval needs later; the guest password is kept only as a hash. */
type StoredReserve = Omit<ReserveInput, 'tempPassword'> & { guestPasswordHash: string | null };

interface Ctx {
  now: Date;
  baseUrl: string;
}

export async function reservePayment(db: Kysely<ShopDb>, memberNo: number | null, input: ReserveInput, ctx: Ctx): Promise<{ key: string; amount: number }> {
  const offer = availablePayTypes.find((o) => o.payType === input.payType && o.pgTypes.includes(input.pgType));
  if (!offer) throw paymentErrors.payType();
  if (input.member && memberNo === null) throw paymentErrors.memberRequired();
  if (input.cashReceipt) {
    if (!CASH_PAY_TYPES.includes(input.payType)) throw cashReceiptErrors.notCash();
    const valid = validateCashReceipt(input.cashReceipt);
    input = { ...input, cashReceipt: { purpose: valid.purpose, key: valid.digits, keyType: valid.keyType } };
  }
  const sheet = await loadSheetFor(db, input.orderSheetNo, memberNo, ctx.now);
  const guest = sheet.member_no === null;
  const password = input.tempPassword ?? '';
  if (guest && (password.length < 4 || password.length > 20)) throw paymentErrors.guestPassword();
  const amounts = await computeSheet(db, sheet, inputsOf(input), ctx);
  if (amounts.refusal) throw amounts.refusal;
  if (input.paymentAmtForVerification !== null && input.paymentAmtForVerification !== amounts.paymentAmt) {
    throw paymentErrors.amountMismatch(amounts.paymentAmt);
  }
  const { tempPassword: _omit, ...rest } = input;
  const stored: StoredReserve = { ...rest, guestPasswordHash: guest ? await hashPassword(password) : null };
  const key = newPaymentKey();
  await db
    .insertInto('payments')
    .values({
      payment_key: key,
      order_sheet_no: sheet.order_sheet_no,
      order_no: null,
      pay_type: input.payType,
      pg_type: input.pgType,
      amount: amounts.paymentAmt,
      status: 'RESERVED',
      client_return_url: input.clientReturnUrl,
      request_json: JSON.stringify(stored),
      created_at: ctx.now.toISOString(),
      decided_at: null,
      fail_message: null,
    })
    .execute();
  await db.updateTable('order_sheets').set({ status: 'RESERVED' }).where('order_sheet_no', '=', sheet.order_sheet_no).where('status', '=', 'OPEN').execute();
  return { key, amount: amounts.paymentAmt };
}

function inputsOf(r: Pick<ReserveInput, 'subPayAmt' | 'coupons' | 'shipping'>) {
  return { accumulationUseAmt: r.subPayAmt, coupons: r.coupons, receiverZipCd: r.shipping.receiverZipCd };
}

export type PaymentOutcome = { result: 'SUCCESS'; orderNo: string; clientReturnUrl: string } | { result: 'FAIL'; message: string; clientReturnUrl: string };

export function outcomeUrl(outcome: PaymentOutcome): string {
  const url = new URL(outcome.clientReturnUrl);
  url.searchParams.set('result', outcome.result);
  if (outcome.result === 'SUCCESS') url.searchParams.set('orderNo', outcome.orderNo);
  else url.searchParams.set('message', outcome.message);
  return url.toString();
}

export async function findPayment(db: Kysely<ShopDb>, key: string): Promise<PaymentRow | undefined> {
  if (!/^pay_[A-Za-z0-9_-]{10,40}$/.test(key)) return undefined;
  return db.selectFrom('payments').selectAll().where('payment_key', '=', key).executeTakeFirst();
}

export function storedReserve(payment: PaymentRow): StoredReserve {
  return parseJson<StoredReserve>(payment.request_json, {} as StoredReserve);
}

/** The outcome a decided payment already has (so repeating approve or decline changes nothing). */
function decided(p: PaymentRow): PaymentOutcome | null {
  if (p.order_no && ['APPROVED', 'DEPOSIT_WAIT', 'DEPOSITED'].includes(p.status)) return { result: 'SUCCESS', orderNo: p.order_no, clientReturnUrl: p.client_return_url };
  if (p.status === 'DECLINED' || p.status === 'FAILED') return { result: 'FAIL', message: p.fail_message ?? '결제에 실패했습니다.', clientReturnUrl: p.client_return_url };
  return null;
}

async function fail(db: Kysely<ShopDb>, p: PaymentRow, status: 'DECLINED' | 'FAILED', message: string, now: Date): Promise<PaymentOutcome> {
  await db
    .updateTable('payments')
    .set({ status, fail_message: message, decided_at: now.toISOString() })
    .where('payment_key', '=', p.payment_key)
    .where('status', '=', 'RESERVED')
    .execute();
  const after = await findPayment(db, p.payment_key);
  return (after && decided(after)) ?? { result: 'FAIL', message, clientReturnUrl: p.client_return_url };
}

class PaymentFailure extends Error {}

async function placeOrder(trx: Kysely<ShopDb>, p: PaymentRow, sheet: OrderSheetRow, ctx: Ctx): Promise<string> {
  const reserve = storedReserve(p);
  const claimed = await trx.updateTable('order_sheets').set({ status: 'ORDERED' }).where('order_sheet_no', '=', sheet.order_sheet_no).where('status', '!=', 'ORDERED').executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new PaymentFailure('이미 결제가 끝난 주문서입니다.');
  const amounts = await computeSheet(trx, sheet, inputsOf(reserve), ctx);
  if (amounts.lines.some((l) => l.error?.kind === 'OVER_STOCK' || l.error?.kind === 'SOLD_OUT')) throw new StockShortage(0);
  if (amounts.refusal) throw amounts.refusal;
  if (amounts.paymentAmt !== p.amount) throw new PaymentFailure('결제 금액이 변경되어 결제를 완료하지 못했습니다. 주문서를 다시 확인해 주세요.');
  const payInfo = payInfoFor(p.pay_type, p.pg_type, p.amount, reserve.orderer, ctx.now);
  const orderNo = await createOrder(trx, {
    orderSheetNo: sheet.order_sheet_no, memberNo: sheet.member_no, guestPasswordHash: reserve.guestPasswordHash, amounts,
    orderer: reserve.orderer, shipping: reserve.shipping, payInfo, paymentKey: p.payment_key, orderMemo: reserve.orderMemo,
    deliveryMemo: reserve.deliveryMemo, now: ctx.now,
  });
  for (const line of amounts.lines) await takeStock(trx, line.request.productNo, line.request.optionNo, line.request.orderCnt);
  if (reserve.cashReceipt && reserve.cashReceipt.keyType) {
    const iso = ctx.now.toISOString();
    await trx.insertInto('cash_receipts').values({
      order_no: orderNo, purpose: reserve.cashReceipt.purpose, key_type: reserve.cashReceipt.keyType, cash_key: reserve.cashReceipt.key,
      status: 'REQUEST', requested_at: iso, updated_at: iso,
    }).execute();
  }
  if (sheet.member_no !== null) {
    const memberNo = sheet.member_no;
    if (amounts.usedAccumulationAmt > 0) await useAccumulation(trx, { memberNo, amt: amounts.usedAccumulationAmt, orderNo, now: ctx.now });
    const issues = [...amounts.productCoupons.map((c) => c.couponIssueNo), ...(amounts.cartCouponIssueNo ? [amounts.cartCouponIssueNo] : [])];
    for (const couponIssueNo of issues) await markCouponUsed(trx, { memberNo, couponIssueNo, orderNo, now: ctx.now });
    const cartNos = sheetCartNos(sheet);
    if (cartNos.length > 0) await trx.deleteFrom('cart_items').where('member_no', '=', memberNo).where('cart_no', 'in', cartNos).execute();
    await rememberAddress(trx, memberNo, reserve, ctx.now);
  }
  const status = p.pay_type === 'VIRTUAL_ACCOUNT' ? 'DEPOSIT_WAIT' : 'APPROVED';
  const done = await trx
    .updateTable('payments')
    .set({ status, order_no: orderNo, decided_at: ctx.now.toISOString() })
    .where('payment_key', '=', p.payment_key)
    .where('status', '=', 'RESERVED')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new PaymentFailure('이미 처리된 결제입니다.');
  return orderNo;
}

/** The address becomes a recent address, and a book address when the shopper asked to save a new one. */
async function rememberAddress(trx: Kysely<ShopDb>, memberNo: number, reserve: StoredReserve, now: Date): Promise<void> {
  const s = reserve.shipping;
  const row = (type: 'RECENT' | 'BOOK') => ({
    member_no: memberNo, address_name: s.addressName, address_type: type, default_yn: 'N', receiver_name: s.receiverName,
    receiver_zip_cd: s.receiverZipCd, receiver_address: s.receiverAddress, receiver_jibun_address: s.receiverJibunAddress,
    receiver_detail_address: s.receiverDetailAddress, receiver_contact1: s.receiverContact1, receiver_contact2: s.receiverContact2,
    created_at: now.toISOString(),
  });
  await trx
    .deleteFrom('shipping_addresses')
    .where('member_no', '=', memberNo)
    .where('address_type', '=', 'RECENT')
    .where('receiver_zip_cd', '=', s.receiverZipCd)
    .where('receiver_address', '=', s.receiverAddress)
    .execute();
  await trx.insertInto('shipping_addresses').values(row('RECENT')).execute();
  if (reserve.saveAddressBook && s.addressNo === 0) await trx.insertInto('shipping_addresses').values(row('BOOK')).execute();
}

const failureMessage = (err: unknown): string | null => {
  if (err instanceof StockShortage) return '재고가 부족하여 결제를 완료하지 못했습니다.';
  if (err instanceof PaymentFailure || err instanceof DomainError) return err.message;
  return null;
};

/** Approve on the sandbox page. Unknown key → null. */
export async function approvePayment(db: Kysely<ShopDb>, key: string, ctx: Ctx): Promise<PaymentOutcome | null> {
  const p = await findPayment(db, key);
  if (!p) return null;
  const already = decided(p);
  if (already) return already;
  try {
    const sheet = await db.selectFrom('order_sheets').selectAll().where('order_sheet_no', '=', p.order_sheet_no).executeTakeFirst();
    if (!sheet) throw new PaymentFailure('주문서를 찾을 수 없습니다.');
    if (new Date(sheet.expires_at).getTime() <= ctx.now.getTime()) throw new PaymentFailure('주문서 유효 시간이 지났습니다. 다시 주문해 주세요.');
    const orderNo = await db.transaction().execute((trx) => placeOrder(trx, p, sheet, ctx));
    return { result: 'SUCCESS', orderNo, clientReturnUrl: p.client_return_url };
  } catch (err) {
    const message = failureMessage(err);
    if (message === null) throw err;
    return fail(db, p, 'FAILED', message, ctx.now);
  }
}

export async function declinePayment(db: Kysely<ShopDb>, key: string, ctx: Ctx): Promise<PaymentOutcome | null> {
  const p = await findPayment(db, key);
  if (!p) return null;
  return decided(p) ?? fail(db, p, 'DECLINED', '결제를 취소했습니다.', ctx.now);
}

/** The easy-pay window's own failure (the provider refused: a limit, a locked account). */
export async function failPayment(db: Kysely<ShopDb>, key: string, ctx: Ctx): Promise<PaymentOutcome | null> {
  const p = await findPayment(db, key);
  if (!p) return null;
  return decided(p) ?? fail(db, p, 'FAILED', `${payTypeLabel(p.pay_type)} 결제가 승인되지 않았습니다. (결제 한도 초과) 다른 결제 수단을 이용해 주세요.`, ctx.now);
}

/** The deposit of an order's virtual account, by order number (the server API's 입금 확인). */
export async function depositOrder(db: Kysely<ShopDb>, orderNo: string, ctx: Ctx): Promise<{ orderNo: string; status: 'DEPOSITED' }> {
  const order = await db.selectFrom('orders').select('payment_key').where('order_no', '=', orderNo).executeTakeFirst();
  if (!order?.payment_key) throw paymentErrors.notFound();
  await depositPayment(db, order.payment_key, ctx);
  return { orderNo, status: 'DEPOSITED' };
}

/** Simulates the bank telling the PG the virtual account was paid. */
export async function depositPayment(db: Kysely<ShopDb>, key: string, ctx: Ctx): Promise<{ orderNo: string }> {
  const p = await findPayment(db, key);
  if (!p) throw paymentErrors.notFound();
  if (p.status === 'DEPOSITED' && p.order_no) return { orderNo: p.order_no };
  if (p.status === 'EXPIRED') throw paymentErrors.depositExpired();
  if (p.status !== 'DEPOSIT_WAIT' || !p.order_no) throw paymentErrors.notDepositWait();
  const orderNo = p.order_no;
  const order = await db.selectFrom('orders').select('pay_info_json').where('order_no', '=', orderNo).executeTakeFirst();
  const expires = parseJson<PayInfo | null>(order?.pay_info_json, null)?.bankInfo?.paymentExpirationYmdt;
  if (expires && new Date(expires).getTime() < ctx.now.getTime()) throw paymentErrors.depositExpired();
  await db.transaction().execute(async (trx) => {
    const res = await trx.updateTable('payments').set({ status: 'DEPOSITED' }).where('payment_key', '=', key).where('status', '=', 'DEPOSIT_WAIT').executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) {
      await markDeposited(trx, orderNo, ctx.now, p.amount);
      await issueOnDeposit(trx, orderNo, p.amount, ctx.now);
    }
  });
  return { orderNo };
}
