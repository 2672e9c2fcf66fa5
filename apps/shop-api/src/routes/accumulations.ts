// Points as the member sees them (manage-shop-public.yml): the summary and the dated history.
// Statuses go out in the OpenAPI's names (GIVE_AVAILABLE, SUBTRACTION_USED, GIVE_CANCELED,
// SUBTRACTION_CANCELED); accumulationStatusGroupType PAYMENT (+) / DEDUCTION (−) says which way.
import type { Hono } from 'hono';
import { z } from 'zod';
import { pageQuery, readQuery, requireMember, ymd } from '../http/request.ts';
import { accumulationHistory, accumulationSummary } from '../services/members/accumulation-history.ts';
import { isAddition, type AccumulationStatus } from '../services/members/accumulations.ts';
import { toYmdt } from '../domain/kst-time.ts';
import type { AppEnv } from '../http/context.ts';

const statusNames: Record<AccumulationStatus, string> = {
  GIVE: 'GIVE_AVAILABLE',
  SUBTRACTION: 'SUBTRACTION_USED',
  GIVE_BY_CANCELED: 'GIVE_CANCELED',
  SUBTRACTION_BY_CANCELED: 'SUBTRACTION_CANCELED',
};
const summaryQuery = z.object({ expireStartYmdt: z.string().max(30).optional(), expireEndYmdt: z.string().max(30).optional() });
const listQuery = z.object({
  pageNumber: pageQuery.pageNumber,
  pageSize: pageQuery.pageSize,
  accumulationReason: z.enum(['ADD', 'SUB']).optional(),
  startYmd: ymd.optional(),
  endYmd: ymd.optional(),
  direction: z.enum(['DESC', 'ASC']).default('DESC'),
});

export function registerAccumulationRoutes(app: Hono<AppEnv>): void {
  app.get('/profile/accumulations/summary', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, summaryQuery);
    const { db, now } = c.get('deps');
    return c.json(await accumulationSummary(db, member.member_no, { from: q.expireStartYmdt, to: q.expireEndYmdt }, now()));
  });

  app.get('/profile/accumulations', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    const { db, now } = c.get('deps');
    const { totalCount, totalAmt, rows, balances } = await accumulationHistory(db, member.member_no, q, now());
    return c.json({
      memberNo: member.member_no,
      totalCount,
      totalAmt,
      items: rows.map((r) => ({
        accumulationNo: r.accumulation_no,
        accumulationAmt: r.amt,
        accumulationRestAmt: r.rest_amt,
        totalAvailableAmt: balances.get(r.accumulation_no) ?? 0,
        accumulationStatus: statusNames[r.status as AccumulationStatus] ?? r.status,
        accumulationStatusGroupType: isAddition(r.status) ? 'PAYMENT' : 'DEDUCTION',
        accumulationReserveReason: r.reason,
        accumulationReserveReasonDisplay: r.reason_display,
        reasonDetail: null,
        orderNo: r.order_no,
        registerYmdt: toYmdt(r.registered_at),
        startYmdt: toYmdt(r.registered_at),
        expireYmdt: toYmdt(r.expire_ymdt),
        mappingKey: null,
      })),
    });
  });
}
