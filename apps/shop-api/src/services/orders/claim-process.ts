// The shop's side of returns and exchanges, one step at a time (the back office drives it through
// the server API):
//   return:   RETURN_REQUEST → (approve) RETURN_PROC_BEFORE_RECEIVE → (collect) RETURN_PROC_REQUEST_REFUND
//             → (complete: refund paid, points and coupons back) RETURN_DONE
//   exchange: EXCHANGE_REQUEST → (approve) EXCHANGE_PROC_BEFORE_RECEIVE → (collect) EXCHANGE_PROC_WAITING
//             → (complete: the new option ships with a courier and invoice) EXCHANGE_DONE
//   reject:   from a request or an approved claim not yet collected → *_REJECT_REQUEST, lines back.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { planRefund } from './claim-refund.ts';
import { claimDetail } from './claim-requests.ts';
import { claimErrors, payRefund } from './claims.ts';
import { loadOrder, orderErrors, type OrderOptionRow } from './orders.ts';
import type { ClaimRow } from './refund-view.ts';
import { restoreStock, StockShortage, takeStock } from '../catalogue/stock.ts';

export type ClaimAction = 'approve' | 'reject' | 'collect' | 'complete';

const STEPS: Record<ClaimAction, Record<string, string>> = {
  approve: { RETURN_REQUEST: 'RETURN_PROC_BEFORE_RECEIVE', EXCHANGE_REQUEST: 'EXCHANGE_PROC_BEFORE_RECEIVE' },
  reject: {
    RETURN_REQUEST: 'RETURN_REJECT_REQUEST', RETURN_PROC_BEFORE_RECEIVE: 'RETURN_REJECT_REQUEST',
    EXCHANGE_REQUEST: 'EXCHANGE_REJECT_REQUEST', EXCHANGE_PROC_BEFORE_RECEIVE: 'EXCHANGE_REJECT_REQUEST',
  },
  collect: { RETURN_PROC_BEFORE_RECEIVE: 'RETURN_PROC_REQUEST_REFUND', EXCHANGE_PROC_BEFORE_RECEIVE: 'EXCHANGE_PROC_WAITING' },
  complete: { RETURN_PROC_REQUEST_REFUND: 'RETURN_DONE', EXCHANGE_PROC_WAITING: 'EXCHANGE_DONE' },
};

const actionLabel: Record<ClaimAction, string> = { approve: '승인', reject: '거부', collect: '회수 완료 처리', complete: '완료 처리' };

/** The next status `action` takes a claim to, or null when it cannot from where it is. */
export function nextClaimStatus(status: string, action: ClaimAction): string | null {
  return STEPS[action][status] ?? null;
}

export interface ClaimStepInput {
  action: ClaimAction;
  rejectReason?: string | null;
  /** complete (exchange): how the new option travels. */
  deliveryCompanyType?: string | null;
  invoiceNo?: string | null;
}

export async function advanceClaim(db: Kysely<ShopDb>, claimNo: number, input: ClaimStepInput, now: Date): Promise<ClaimRow> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx.selectFrom('claims').selectAll().where('claim_no', '=', claimNo).where('withdrawn_at', 'is', null).executeTakeFirst();
    if (!claim) throw claimErrors.notFound();
    const to = nextClaimStatus(claim.claim_status, input.action);
    if (!to) throw claimErrors.wrongStep(claim.claim_status, actionLabel[input.action]);
    const iso = now.toISOString();
    const moved = await trx
      .updateTable('claims')
      .set({
        claim_status: to,
        updated_at: iso,
        ...(input.action === 'approve' ? { approved_at: iso } : {}),
        ...(input.action === 'collect' ? { collected_at: iso } : {}),
      })
      .where('claim_no', '=', claimNo)
      .where('claim_status', '=', claim.claim_status)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    // The shopper withdrew it, or another screen moved it, since it was read.
    if (Number(moved.numUpdatedRows) !== 1) throw claimErrors.wrongStep(claim.claim_status, actionLabel[input.action]);
    const lines = await trx.selectFrom('order_options').selectAll().where('claim_no', '=', claimNo).orderBy('order_option_no').execute();

    if (input.action === 'reject') {
      const detail = { ...claimDetail(claim), rejectReason: input.rejectReason ?? null };
      await trx.updateTable('claims').set({ detail_json: JSON.stringify(detail) }).where('claim_no', '=', claimNo).execute();
      await trx.updateTable('order_options').set({ claim_status: null, claim_no: null, updated_at: iso }).where('claim_no', '=', claimNo).execute();
    } else if (input.action === 'complete' && claim.claim_type === 'RETURN') {
      const order = await loadOrder(trx, claim.order_no);
      if (!order) throw orderErrors.notFound();
      const all = await trx.selectFrom('order_options').selectAll().where('order_no', '=', claim.order_no).execute();
      const plan = planRefund({ order, options: all, claimed: lines.map((option) => ({ option, cnt: option.order_cnt })), kind: 'RETURN', sellerFault: claim.responsible_object_type === 'SELLER' });
      await payRefund(trx, order, claimNo, plan, now);
      await trx.updateTable('order_options').set({ order_status: 'RETURN_DONE', claim_status: to, updated_at: iso }).where('claim_no', '=', claimNo).execute();
      // Goods sent back for a change of mind go back on the shelf; faulty ones do not.
      if (claim.responsible_object_type !== 'SELLER') for (const l of lines) await restoreStock(trx, l.product_no, l.option_no, l.order_cnt);
    } else if (input.action === 'complete') {
      await shipExchange(trx, claim, lines, input, now);
      await trx.updateTable('order_options').set({ order_status: 'EXCHANGE_DONE', claim_status: to, updated_at: iso }).where('claim_no', '=', claimNo).execute();
    } else {
      await trx.updateTable('order_options').set({ claim_status: to, updated_at: iso }).where('claim_no', '=', claimNo).execute();
    }
    return (await trx.selectFrom('claims').selectAll().where('claim_no', '=', claimNo).executeTakeFirst()) ?? claim;
  });
}

/** The exchanged option ships as a new order line carrying the returned line's amounts. */
async function shipExchange(trx: Kysely<ShopDb>, claim: ClaimRow, lines: readonly OrderOptionRow[], input: ClaimStepInput, now: Date): Promise<void> {
  if (!input.deliveryCompanyType || !input.invoiceNo) throw claimErrors.invoiceRequired();
  const detail = claimDetail(claim);
  const option = detail.exchangeOption;
  const original = lines[0];
  if (!option || !original) throw claimErrors.notFound();
  const iso = now.toISOString();
  try {
    await takeStock(trx, option.productNo, option.optionNo, option.orderCnt);
  } catch (err) {
    if (err instanceof StockShortage) throw claimErrors.exchangeSoldOut();
    throw err;
  }
  // A line returned for a change of mind goes back on the shelf.
  if (claim.responsible_object_type !== 'SELLER') await restoreStock(trx, original.product_no, original.option_no, original.order_cnt);
  const { order_option_no: originNo, ...rest } = original;
  const inserted = await trx
    .insertInto('order_options')
    .values({
      ...rest,
      option_no: option.optionNo,
      option_name: option.optionName,
      option_value: option.optionValue,
      image_url: option.imageUrl,
      option_inputs_json: JSON.stringify(option.inputs),
      order_status: 'DELIVERY_ING',
      claim_status: null,
      claim_no: null,
      delivery_company: input.deliveryCompanyType,
      invoice_no: input.invoiceNo,
      origin_order_option_no: originNo,
      delivery_done_at: null,
      buy_confirmed_at: null,
      updated_at: iso,
    })
    .returning('order_option_no')
    .executeTakeFirstOrThrow();
  const next = { ...detail, exchangedOrderOptionNo: inserted.order_option_no };
  await trx.updateTable('claims').set({ detail_json: JSON.stringify(next), completed_at: iso }).where('claim_no', '=', claim.claim_no).execute();
}

