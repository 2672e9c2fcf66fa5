// A sale's 현금영수증 changed after the sale (#27): issued when the agent came back, cancelled, or
// cancelled and re-issued for what a refund left. The terminal sends the receipt as it now stands
// (a `cash-receipt` sync entry, after the sale's own entry); the sale's cash payment row in the
// ledger takes that state, so the reports' 현금영수증 count and amount follow what was issued.
import type { PosCashReceiptEntry } from '@courtside/core/pos';
import type { Transaction } from 'kysely';
import { EntryRejection, type AppliedEffect } from './ledger';
import type { PosDb } from './schema';

export async function applyCashReceipt(trx: Transaction<PosDb>, entry: PosCashReceiptEntry): Promise<AppliedEffect> {
  const change = entry.payload;
  const sale = await trx.selectFrom('pos_sales').select(['sale_no', 'business_date']).where('client_id', '=', change.saleId).executeTakeFirst();
  if (!sale) throw new EntryRejection('POS_SALE_NOT_FOUND', '현금영수증의 원 거래가 서버에 없습니다. 원 거래가 먼저 동기화되어야 합니다.');
  const cash = await trx
    .selectFrom('pos_payments')
    .select('payment_id')
    .where('sale_no', '=', sale.sale_no)
    .where('direction', '=', 'in')
    .where('method', '=', 'cash')
    .orderBy('payment_id')
    .executeTakeFirst();
  if (!cash) throw new EntryRejection('POS_SALE_NOT_FOUND', '현금영수증을 붙일 현금 결제가 원 거래에 없습니다.');
  const receipt = change.receipt;
  await trx
    .updateTable('pos_payments')
    .set({ cash_receipt_status: receipt ? receipt.status : 'cancelled', cash_receipt_amount: receipt ? receipt.amount : null })
    .where('payment_id', '=', cash.payment_id)
    .execute();
  return { serverNo: Number(sale.sale_no), businessDate: sale.business_date };
}
