// Sales reports computed from the terminal's own records, for when the own server cannot be reached
// (online, the sales screens read the server's ledger instead). X is "so far since the last close",
// Z closes: it is recorded here so the next X/Z starts after it.
import type { PosDailyReport, PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import { posBusinessDate, posBusinessDayRange, upgradePosPayload } from '@courtside/core/pos';
import type { Transaction } from 'kysely';
import type { TerminalDatabase, TerminalDb } from '../db/schema.ts';
import { EASY_PAY_LABELS, EASY_PAY_PROVIDERS } from '@courtside/hardware';
import type { EasyPayProvider } from '@courtside/hardware';
import type { DrawerSummary, Report } from '../../shared/schemas.ts';
import type { UuidV7Generator } from '../ids/uuid-v7.ts';

interface Window {
  readonly date: string;
  readonly from: string | null;
  readonly to: string;
}

export function reportFromServer(kind: Report['kind'], server: PosDailyReport, from: string | null, to: string): Report {
  const method = (m: 'cash' | 'card') => server.byPayment.find((p) => p.method === m)?.net ?? 0;
  return {
    kind,
    date: server.date,
    source: 'server',
    from,
    to,
    salesCount: server.totals.salesCount,
    grossSales: server.totals.grossSales,
    discounts: server.totals.discounts,
    refundsCount: server.totals.refundCount,
    refundTotal: server.totals.refunds,
    net: server.totals.net,
    byMethod: { cash: method('cash'), card: method('card') },
    byEasyPay: (server.byEasyPay ?? []).map((e) => ({ provider: e.provider, label: EASY_PAY_LABELS[e.provider], count: e.paymentCount, amount: e.net })),
    cashReceipts: { count: server.cashReceipts?.count ?? 0, amount: server.cashReceipts?.amount ?? 0, pending: server.cashReceipts?.pending ?? 0 },
    byStaff: server.byCashier.map((c) => ({ staffId: c.staffId, name: c.staffName, count: c.salesCount, total: c.net })),
    drawer: null,
    afterClose: server.afterClose ?? { count: 0, total: 0 },
    closedAt: server.closedAt,
  };
}

export function createLocalReports(deps: {
  readonly db: TerminalDb;
  readonly now: () => number;
  readonly newId: UuidV7Generator;
  /** The business day now (#28: after Z, the next one); the Seoul date when absent. */
  readonly businessDate?: (at: number) => string;
}) {
  const { db } = deps;

  async function compute(kind: Report['kind'], window: Window): Promise<Report> {
    let salesQ = db.selectFrom('sales').select(['staff_id', 'staff_name', 'subtotal', 'discount_total', 'total', 'payload', 'sold_at']).where('business_date', '=', window.date).where('sold_at', '<=', window.to);
    let refundsQ = db.selectFrom('refunds').select(['staff_id', 'total', 'payload']).where('business_date', '=', window.date).where('refunded_at', '<=', window.to);
    if (window.from) {
      salesQ = salesQ.where('sold_at', '>', window.from);
      refundsQ = refundsQ.where('refunded_at', '>', window.from);
    }
    const [sales, refunds] = await Promise.all([salesQ.execute(), refundsQ.execute()]);
    const byMethod = { cash: 0, card: 0 };
    const easy = new Map<EasyPayProvider, { count: number; amount: number }>();
    const providerOfApproval = new Map<string, EasyPayProvider>();
    const byStaff = new Map<number, { staffId: number; name: string; count: number; total: number }>();
    for (const sale of sales) {
      const payload = upgradePosPayload(JSON.parse(sale.payload) as PosSalePayload);
      for (const p of payload.payments) {
        byMethod[p.method] += p.amount;
        if (p.method === 'card' && p.provider) {
          providerOfApproval.set(p.approvalNo, p.provider);
          const e = easy.get(p.provider) ?? { count: 0, amount: 0 };
          easy.set(p.provider, { count: e.count + 1, amount: e.amount + p.amount });
        }
      }
      const staff = byStaff.get(sale.staff_id) ?? { staffId: sale.staff_id, name: sale.staff_name, count: 0, total: 0 };
      byStaff.set(sale.staff_id, { ...staff, count: staff.count + 1, total: staff.total + sale.total });
    }
    for (const refund of refunds) {
      const payload = upgradePosPayload(JSON.parse(refund.payload) as PosRefundPayload);
      for (const p of payload.payments) {
        byMethod[p.method] -= p.amount;
        const provider = p.method === 'card' ? (p.provider ?? providerOfApproval.get(p.originalApprovalNo)) : undefined;
        if (provider) {
          const e = easy.get(provider) ?? { count: 0, amount: 0 };
          easy.set(provider, { ...e, amount: e.amount - p.amount });
        }
      }
      const staff = byStaff.get(refund.staff_id);
      if (staff) byStaff.set(refund.staff_id, { ...staff, total: staff.total - refund.total });
    }
    // 현금영수증 as they stand in the payment journal (issued later, cancelled and re-issued by refunds).
    let receiptsQ = db.selectFrom('payment_journal').select(['state', 'amount']).where('kind', '=', 'cash-receipt').where('business_date', '=', window.date).where('state', 'in', ['recorded', 'pending']).where('created_at', '<=', window.to);
    if (window.from) receiptsQ = receiptsQ.where('created_at', '>', window.from);
    const receipts = await receiptsQ.execute();
    const issued = receipts.filter((r) => r.state === 'recorded');
    const salesTotal = sales.reduce((s, r) => s + r.total, 0);
    // Rung up after the previous day's Z: sold before this business day began in Seoul.
    const dayStart = posBusinessDayRange(window.date)?.start ?? `${window.date}T00:00:00.000Z`;
    const early = sales.filter((r) => r.sold_at < dayStart);
    const refundTotal = refunds.reduce((s, r) => s + r.total, 0);
    return {
      kind,
      date: window.date,
      source: 'local',
      from: window.from,
      to: window.to,
      salesCount: sales.length,
      grossSales: sales.reduce((s, r) => s + r.subtotal, 0),
      discounts: sales.reduce((s, r) => s + r.discount_total, 0),
      refundsCount: refunds.length,
      refundTotal,
      net: salesTotal - refundTotal,
      byMethod,
      byEasyPay: EASY_PAY_PROVIDERS.filter((p) => easy.has(p)).map((p) => ({ provider: p, label: EASY_PAY_LABELS[p], count: easy.get(p)?.count ?? 0, amount: easy.get(p)?.amount ?? 0 })),
      cashReceipts: { count: issued.length, amount: issued.reduce((sum, r) => sum + r.amount, 0), pending: receipts.length - issued.length },
      byStaff: [...byStaff.values()].sort((a, b) => b.total - a.total),
      drawer: null,
      afterClose: { count: early.length, total: early.reduce((s, r) => s + r.total, 0) },
      closedAt: null,
    };
  }

  async function lastClose(date: string): Promise<string | null> {
    const row = await db.selectFrom('day_closes').select('closed_at').where('business_date', '=', date).orderBy('closed_at', 'desc').executeTakeFirst();
    return row?.closed_at ?? null;
  }

  const today = () => deps.businessDate?.(deps.now()) ?? posBusinessDate(deps.now()) ?? new Date(deps.now()).toISOString().slice(0, 10);

  return {
    daily(date: string): Promise<Report> {
      return compute('daily', { date, from: null, to: '9999-12-31T23:59:59.999Z' });
    },
    async x(): Promise<Report> {
      const date = today();
      return compute('x', { date, from: await lastClose(date), to: new Date(deps.now()).toISOString() });
    },
    /**
     * Closes the business day so far and records the close; `drawer` writes the closing count in the
     * same transaction and answers the drawer as closed (the Z's 시재 section).
     */
    async z(staff: { staffId: number; name: string }, drawer?: (trx: Transaction<TerminalDatabase>, date: string) => Promise<DrawerSummary | null>): Promise<Report> {
      const date = today();
      const to = new Date(deps.now()).toISOString();
      const computed = await compute('z', { date, from: await lastClose(date), to });
      return db.transaction().execute(async (trx) => {
        const report: Report = { ...computed, drawer: drawer ? await drawer(trx, date) : null, closedAt: to };
        await trx
          .insertInto('day_closes')
          .values({ id: deps.newId(), business_date: date, closed_at: to, staff_id: staff.staffId, staff_name: staff.name, summary: JSON.stringify(report) })
          .execute();
        return report;
      });
    },
    /** The day's recorded close (there is at most one), or undefined. */
    async closeOf(date: string): Promise<{ report: Report; closedAt: string; staffName: string } | undefined> {
      const row = await db.selectFrom('day_closes').select(['summary', 'closed_at', 'staff_name']).where('business_date', '=', date).orderBy('closed_at').executeTakeFirst();
      return row ? { report: { drawer: null, afterClose: { count: 0, total: 0 }, closedAt: row.closed_at, ...(JSON.parse(row.summary) as Partial<Report>) } as Report, closedAt: row.closed_at, staffName: row.staff_name } : undefined;
    },
    /** Records a close the server already held (this terminal's record of it was lost). */
    async recordClose(report: Report, closedAt: string, staff: { staffId: number; name: string }): Promise<void> {
      await db.insertInto('day_closes').values({ id: deps.newId(), business_date: report.date, closed_at: closedAt, staff_id: staff.staffId, staff_name: staff.name, summary: JSON.stringify(report) }).execute();
    },
    lastClose,
    today,
  };
}

export type LocalReports = ReturnType<typeof createLocalReports>;
