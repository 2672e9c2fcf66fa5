// Reports read from the ledger by Seoul business day: totals, by terminal, by cashier, by payment
// method. X is "today so far" (not recorded); Z closes a terminal's day once and is recorded, and
// asking again answers the recorded report with how many entries of that day arrived after it.
import type {
  PosDailyReport,
  PosPaymentMethod,
  PosReportByCashier,
  PosReportByPayment,
  PosReportByTerminal,
  PosReportTotals,
  PosStaff,
  PosTerminalInfo,
  PosZReport,
} from '@courtside/core/pos';
import { posBusinessDate, posBusinessDayRange } from '@courtside/core/pos';
import type { PosDeps } from './deps';
import { afterCloseSales, drawerReports } from './drawer';

const EASY_PAY = ['kakaopay', 'naverpay', 'tosspay', 'zeropay'] as const;
type EasyPayProviderName = (typeof EASY_PAY)[number];

const emptyTotals = (): { -readonly [K in keyof PosReportTotals]: number } => ({ salesCount: 0, refundCount: 0, grossSales: 0, discounts: 0, sales: 0, refunds: 0, net: 0 });

export function todayInSeoul(deps: PosDeps): string {
  return posBusinessDate(deps.now().getTime()) ?? deps.now().toISOString().slice(0, 10);
}

export async function dailyReport(deps: PosDeps, date: string, terminalId: number | null): Promise<PosDailyReport> {
  const { db } = deps;
  let salesQ = db
    .selectFrom('pos_sales')
    .select((eb) => [
      'terminal_id',
      'staff_id',
      'payment_kind',
      eb.fn.countAll().as('n'),
      eb.fn.sum('subtotal').as('gross'),
      eb.fn.sum('line_discount').as('line_discount'),
      eb.fn.sum('sale_discount').as('sale_discount'),
      eb.fn.sum('total').as('total'),
    ])
    .where('business_date', '=', date);
  let refundsQ = db
    .selectFrom('pos_refunds')
    .select((eb) => ['terminal_id', 'staff_id', eb.fn.countAll().as('n'), eb.fn.sum('total').as('total')])
    .where('business_date', '=', date);
  let paymentsQ = db
    .selectFrom('pos_payments')
    .select((eb) => ['method', 'direction', eb.fn.countAll().as('n'), eb.fn.sum('amount').as('amount')])
    .where('business_date', '=', date);
  if (terminalId !== null) {
    salesQ = salesQ.where('terminal_id', '=', terminalId);
    refundsQ = refundsQ.where('terminal_id', '=', terminalId);
    paymentsQ = paymentsQ.where('terminal_id', '=', terminalId);
  }
  let detailQ = db
    .selectFrom('pos_payments')
    .select((eb) => ['provider', 'direction', 'cash_receipt_status', eb.fn.countAll().as('n'), eb.fn.sum('amount').as('amount'), eb.fn.sum('cash_receipt_amount').as('receipt_amount')])
    .where('business_date', '=', date)
    .where((eb) => eb.or([eb('provider', 'is not', null), eb('cash_receipt_status', 'is not', null)]));
  if (terminalId !== null) detailQ = detailQ.where('terminal_id', '=', terminalId);
  const [sales, refunds, payments, terminals, staff, z, details] = await Promise.all([
    salesQ.groupBy(['terminal_id', 'staff_id', 'payment_kind']).execute(),
    refundsQ.groupBy(['terminal_id', 'staff_id']).execute(),
    paymentsQ.groupBy(['method', 'direction']).execute(),
    db.selectFrom('pos_terminals').select(['terminal_id', 'name']).execute(),
    db.selectFrom('pos_staff').select(['staff_id', 'name']).execute(),
    terminalId === null
      ? Promise.resolve(undefined)
      : db.selectFrom('pos_z_reports').select('closed_at').where('terminal_id', '=', terminalId).where('business_date', '=', date).executeTakeFirst(),
    detailQ.groupBy(['provider', 'direction', 'cash_receipt_status']).execute(),
  ]);
  const terminalName = new Map(terminals.map((t) => [t.terminal_id, t.name]));
  const nameOf = (id: number) => terminalName.get(id) ?? `단말기 ${id}`;
  const [drawers, afterClose] = await Promise.all([
    drawerReports(deps, date, terminalId, nameOf),
    afterCloseSales(deps, date, posBusinessDayRange(date)?.start ?? `${date}T00:00:00.000Z`, terminalId),
  ]);
  const staffName = new Map(staff.map((s) => [s.staff_id, s.name]));
  const totals = emptyTotals();
  const byTerminal = new Map<number, ReturnType<typeof emptyTotals>>();
  const byCashier = new Map<number, ReturnType<typeof emptyTotals>>();
  const bucket = (map: Map<number, ReturnType<typeof emptyTotals>>, key: number) => {
    let t = map.get(key);
    if (!t) {
      t = emptyTotals();
      map.set(key, t);
    }
    return t;
  };
  let splitSaleCount = 0;
  for (const row of sales) {
    const n = Number(row.n);
    if (row.payment_kind === 'split') splitSaleCount += n;
    for (const t of [totals, bucket(byTerminal, row.terminal_id), bucket(byCashier, row.staff_id)]) {
      t.salesCount += n;
      t.grossSales += Number(row.gross ?? 0);
      t.discounts += Number(row.line_discount ?? 0) + Number(row.sale_discount ?? 0);
      t.sales += Number(row.total ?? 0);
    }
  }
  for (const row of refunds) {
    for (const t of [totals, bucket(byTerminal, row.terminal_id), bucket(byCashier, row.staff_id)]) {
      t.refundCount += Number(row.n);
      t.refunds += Number(row.total ?? 0);
    }
  }
  for (const t of [totals, ...byTerminal.values(), ...byCashier.values()]) t.net = t.sales - t.refunds;
  const methods = new Map<PosPaymentMethod, { paymentCount: number; received: number; refunded: number }>();
  for (const row of payments) {
    const method = row.method as PosPaymentMethod;
    const m = methods.get(method) ?? { paymentCount: 0, received: 0, refunded: 0 };
    if (row.direction === 'in') {
      m.paymentCount += Number(row.n);
      m.received += Number(row.amount ?? 0);
    } else {
      m.refunded += Number(row.amount ?? 0);
    }
    methods.set(method, m);
  }
  const byPayment: PosReportByPayment[] = (['cash', 'card'] as const)
    .filter((method) => methods.has(method))
    .map((method) => {
      const m = methods.get(method) ?? { paymentCount: 0, received: 0, refunded: 0 };
      return { method, ...m, net: m.received - m.refunded };
    });
  // 간편결제 by provider and 현금영수증 (#27).
  const easy = new Map<EasyPayProviderName, { paymentCount: number; received: number; refunded: number }>();
  const cashReceipts = { count: 0, amount: 0, pending: 0 };
  for (const row of details) {
    if (row.provider !== null && row.provider !== undefined && (EASY_PAY as readonly string[]).includes(row.provider)) {
      const provider = row.provider as EasyPayProviderName;
      const e = easy.get(provider) ?? { paymentCount: 0, received: 0, refunded: 0 };
      if (row.direction === 'in') {
        e.paymentCount += Number(row.n);
        e.received += Number(row.amount ?? 0);
      } else e.refunded += Number(row.amount ?? 0);
      easy.set(provider, e);
    }
    if (row.cash_receipt_status === 'issued') {
      cashReceipts.count += Number(row.n);
      cashReceipts.amount += Number(row.receipt_amount ?? 0);
    } else if (row.cash_receipt_status === 'pending') cashReceipts.pending += Number(row.n);
  }
  const byEasyPay = EASY_PAY.filter((p) => easy.has(p)).map((provider) => {
    const e = easy.get(provider) ?? { paymentCount: 0, received: 0, refunded: 0 };
    return { provider, ...e, net: e.received - e.refunded };
  });
  return {
    date,
    terminalId,
    totals,
    byTerminal: [...byTerminal.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, t]): PosReportByTerminal => ({ terminalId: id, terminalName: nameOf(id), ...t })),
    byCashier: [...byCashier.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, t]): PosReportByCashier => ({ staffId: id, staffName: staffName.get(id) ?? `직원 ${id}`, ...t })),
    byPayment,
    splitSaleCount,
    byEasyPay,
    cashReceipts,
    drawers,
    afterClose,
    generatedAt: deps.now().toISOString(),
    closedAt: z?.closed_at ?? null,
  };
}

async function lateEntries(deps: PosDeps, terminalId: number, date: string, closedAt: string): Promise<number> {
  const [s, r] = await Promise.all([
    deps.db.selectFrom('pos_sales').select((eb) => eb.fn.countAll().as('n')).where('terminal_id', '=', terminalId).where('business_date', '=', date).where('applied_at', '>', closedAt).executeTakeFirst(),
    deps.db.selectFrom('pos_refunds').select((eb) => eb.fn.countAll().as('n')).where('terminal_id', '=', terminalId).where('business_date', '=', date).where('applied_at', '>', closedAt).executeTakeFirst(),
  ]);
  return Number(s?.n ?? 0) + Number(r?.n ?? 0);
}

async function recordedZ(deps: PosDeps, terminalId: number, date: string): Promise<PosZReport | null> {
  const row = await deps.db.selectFrom('pos_z_reports').selectAll().where('terminal_id', '=', terminalId).where('business_date', '=', date).executeTakeFirst();
  if (!row) return null;
  return {
    zNo: row.z_no,
    terminalId,
    date,
    closedAt: row.closed_at,
    closedByStaffId: row.closed_by,
    report: JSON.parse(row.report_json) as PosDailyReport,
    alreadyClosed: true,
    lateEntries: await lateEntries(deps, terminalId, date, row.closed_at),
  };
}

/** Closes the terminal's day once; a repeat (or a race) answers the recorded close. */
export async function closeDay(deps: PosDeps, terminal: PosTerminalInfo, staff: PosStaff, date: string): Promise<PosZReport> {
  const earlier = await recordedZ(deps, terminal.terminalId, date);
  if (earlier) return earlier;
  const closedAt = deps.now().toISOString();
  const report = { ...(await dailyReport(deps, date, terminal.terminalId)), closedAt };
  try {
    const row = await deps.db
      .insertInto('pos_z_reports')
      .values({ terminal_id: terminal.terminalId, business_date: date, closed_at: closedAt, closed_by: staff.staffId, report_json: JSON.stringify(report) })
      .returning('z_no')
      .executeTakeFirstOrThrow();
    return { zNo: row.z_no, terminalId: terminal.terminalId, date, closedAt, closedByStaffId: staff.staffId, report, alreadyClosed: false, lateEntries: 0 };
  } catch (error) {
    const raced = await recordedZ(deps, terminal.terminalId, date);
    if (raced) return raced;
    throw error;
  }
}
