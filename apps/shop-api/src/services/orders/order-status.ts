// Order states the back office drives: PAY_DONE → PRODUCT_PREPARE → DELIVERY_PREPARE →
// DELIVERY_ING (with courier and invoice) → DELIVERY_DONE, one step at a time, never skipping.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { loadOrder, loadOrderOptions, orderErrors, type OrderOptionRow } from './orders.ts';
import { DomainError } from '../../domain/errors.ts';

/** The back office moves an order one step at a time along the delivery states. */
export const NEXT_STATUS: Readonly<Record<string, string>> = {
  PAY_DONE: 'PRODUCT_PREPARE',
  PRODUCT_PREPARE: 'DELIVERY_PREPARE',
  DELIVERY_PREPARE: 'DELIVERY_ING',
  DELIVERY_ING: 'DELIVERY_DONE',
};

export const transitionErrors = {
  invalid: (from: string, to: string) => new DomainError('conflict', 'S3001', `주문 상태를 ${from}에서 ${to}(으)로 바꿀 수 없습니다.`),
  invoiceRequired: () => new DomainError('invalid', 'S3002', '배송중으로 바꾸려면 택배사(deliveryCompanyType)와 송장번호(invoiceNo)가 필요합니다.'),
  nothingToMove: () => new DomainError('conflict', 'S3003', '상태를 바꿀 수 있는 주문 상품이 없습니다.'),
};

/**
 * Moves the order's active lines (or the named ones) to `to`, which must be the next state of
 * each; DELIVERY_ING records the courier and invoice. Returns the lines moved.
 */
export async function advanceOrderStatus(
  db: Kysely<ShopDb>,
  orderNo: string,
  input: { to: string; orderOptionNos: number[] | null; deliveryCompanyType: string | null; invoiceNo: string | null },
  now: Date,
): Promise<OrderOptionRow[]> {
  return db.transaction().execute(async (trx) => {
    const order = await loadOrder(trx, orderNo);
    if (!order) throw orderErrors.notFound();
    const all = await loadOrderOptions(trx, [orderNo]);
    const targets = all.filter((o) => o.claim_status === null && o.order_status !== 'CANCEL_DONE' && (input.orderOptionNos === null || input.orderOptionNos.includes(o.order_option_no)));
    if (input.orderOptionNos && input.orderOptionNos.some((n) => !all.some((o) => o.order_option_no === n))) throw orderErrors.optionNotFound();
    if (targets.length === 0) throw transitionErrors.nothingToMove();
    for (const o of targets) if (NEXT_STATUS[o.order_status] !== input.to) throw transitionErrors.invalid(o.order_status, input.to);
    if (input.to === 'DELIVERY_ING' && (!input.deliveryCompanyType || !input.invoiceNo)) throw transitionErrors.invoiceRequired();
    const iso = now.toISOString();
    for (const o of targets) {
      const res = await trx
        .updateTable('order_options')
        .set({
          order_status: input.to,
          updated_at: iso,
          ...(input.to === 'DELIVERY_ING' ? { delivery_company: input.deliveryCompanyType, invoice_no: input.invoiceNo } : {}),
          ...(input.to === 'DELIVERY_DONE' ? { delivery_done_at: iso } : {}),
        })
        .where('order_option_no', '=', o.order_option_no)
        .where('order_status', '=', o.order_status)
        .where('claim_status', 'is', null)
        .executeTakeFirst();
      // A shopper cancelled (or another request moved it) between the read and this update.
      if (Number(res.numUpdatedRows) !== 1) throw transitionErrors.invalid(o.order_status, input.to);
    }
    return loadOrderOptions(trx, [orderNo]);
  });
}
