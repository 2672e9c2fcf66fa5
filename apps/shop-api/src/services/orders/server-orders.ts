// Orders as the shop's own back office reads them (GET /server/orders, /server/orders/{orderNo}):
// by line status, by product, paid or not, newest first, each with its lines and the member's id.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { loadOrder, loadOrderOptions, orderErrors, type OrderOptionRow, type OrderRow, type OrderStatus } from './orders.ts';

export interface ServerOrderFilter {
  orderStatusType?: OrderStatus;
  /** Only orders with a line of one of these products (custom production lists). */
  productNos?: number[];
  /** true: only orders whose payment went through; false: only those still unpaid. */
  paid?: boolean;
  pageNumber: number;
  pageSize: number;
}

export interface ServerOrder {
  order: OrderRow;
  options: OrderOptionRow[];
  memberId: string | null;
}

async function memberIdsOf(db: Kysely<ShopDb>, orders: readonly OrderRow[]): Promise<Map<number, string>> {
  const nos = [...new Set(orders.map((o) => o.member_no).filter((n): n is number => n !== null))];
  if (nos.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['member_no', 'member_id']).where('member_no', 'in', nos).execute();
  return new Map(rows.map((r) => [r.member_no, r.member_id]));
}

async function withLines(db: Kysely<ShopDb>, orders: readonly OrderRow[]): Promise<ServerOrder[]> {
  const options = await loadOrderOptions(db, orders.map((o) => o.order_no));
  const memberIds = await memberIdsOf(db, orders);
  return orders.map((order) => ({
    order,
    options: options.filter((x) => x.order_no === order.order_no),
    memberId: order.member_no === null ? null : (memberIds.get(order.member_no) ?? null),
  }));
}

export async function listServerOrders(db: Kysely<ShopDb>, f: ServerOrderFilter): Promise<{ totalCount: number; items: ServerOrder[] }> {
  let base = db.selectFrom('orders');
  const status = f.orderStatusType;
  if (status) {
    base = base.where(({ exists, selectFrom }) =>
      exists(selectFrom('order_options').select('order_options.order_option_no').whereRef('order_options.order_no', '=', 'orders.order_no').where('order_options.order_status', '=', status)),
    );
  }
  const productNos = f.productNos;
  if (productNos) {
    base = base.where(({ exists, selectFrom }) =>
      exists(selectFrom('order_options').select('order_options.order_option_no').whereRef('order_options.order_no', '=', 'orders.order_no').where('order_options.product_no', 'in', productNos)),
    );
  }
  if (f.paid === true) base = base.where('orders.paid_at', 'is not', null);
  if (f.paid === false) base = base.where('orders.paid_at', 'is', null);
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const orders = await base.selectAll('orders').orderBy('order_ymdt', 'desc').orderBy('order_no', 'desc').limit(f.pageSize).offset((f.pageNumber - 1) * f.pageSize).execute();
  return { totalCount: Number(count?.n ?? 0), items: await withLines(db, orders) };
}

/** One order with its lines; O4001 when there is none. */
export async function loadServerOrder(db: Kysely<ShopDb>, orderNo: string): Promise<ServerOrder> {
  const order = await loadOrder(db, orderNo);
  if (!order) throw orderErrors.notFound();
  const [found] = await withLines(db, [order]);
  return found as ServerOrder;
}
