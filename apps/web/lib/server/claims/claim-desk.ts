// The admin claims desk over the platform's server API (/server/claims, header `systemKey`):
// returns and exchanges waiting for the shop, and the step an admin takes on one. Replies are
// checked at this boundary and reshaped into what the desk shows.
import 'server-only';
import { z } from 'zod';
import { webConfig } from '@/lib/config';
import { RouteError } from '@/lib/server/api-route';

const option = z.object({
  orderOptionNo: z.number().int(),
  productName: z.string(),
  optionValue: z.string().nullable().catch(''),
  orderCnt: z.number().int(),
});

const claim = z.object({
  claimNo: z.number().int(),
  orderNo: z.string(),
  claimType: z.enum(['CANCEL', 'RETURN', 'EXCHANGE']),
  claimStatusType: z.string(),
  claimStatusTypeLabel: z.string(),
  claimYmdt: z.string(),
  claimReasonType: z.string(),
  claimReasonDetail: z.string().nullable().catch(null),
  responsibleObjectType: z.string().nullable().catch(null),
  ordererName: z.string().catch(''),
  member: z.boolean().catch(true),
  claimedOptions: z.array(option),
  exchangedOption: option.nullable().catch(null),
  claimPriceInfo: z.object({ refundMainPayAmt: z.number().int(), refundSubPayAmt: z.number().int(), additionalPayAmt: z.number().int().catch(0) }),
  rejectReason: z.string().nullable().catch(null),
});

export type DeskClaim = z.infer<typeof claim>;
export type DeskAction = 'approve' | 'reject' | 'collect' | 'complete';

/** The steps the desk offers for a claim in a given state. */
export function deskActionsFor(claimStatusType: string): DeskAction[] {
  if (claimStatusType.endsWith('_REQUEST') && !claimStatusType.includes('REJECT')) return ['approve', 'reject'];
  if (claimStatusType.endsWith('_PROC_BEFORE_RECEIVE')) return ['collect', 'reject'];
  if (claimStatusType === 'RETURN_PROC_REQUEST_REFUND' || claimStatusType === 'EXCHANGE_PROC_WAITING') return ['complete'];
  return [];
}

/** Each claim with the steps the desk offers for it. */
export function withDeskActions(claims: readonly DeskClaim[]): (DeskClaim & { actions: DeskAction[] })[] {
  return claims.map((c) => ({ ...c, actions: deskActionsFor(c.claimStatusType) }));
}

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const config = webConfig();
  let res: Response;
  try {
    res = await fetch(`${config.shopApiUrl}${path}`, {
      ...init,
      headers: { systemKey: config.systemKey, Accept: 'application/json', 'Content-Type': 'application/json' },
      cache: 'no-store',
    });
  } catch {
    throw new RouteError(503, 'PLATFORM_UNAVAILABLE', '쇼핑몰 플랫폼에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.');
  }
  return { status: res.status, body: await res.json().catch(() => null) };
}

export async function listDeskClaims(state: 'open' | 'done'): Promise<{ totalCount: number; items: DeskClaim[] }> {
  const { status, body } = await call(`/server/claims?state=${state}&pageSize=100`);
  const parsed = z.object({ totalCount: z.number().int(), items: z.array(claim) }).safeParse(body);
  if (status !== 200 || !parsed.success) throw new RouteError(502, 'PLATFORM_UNAVAILABLE', '클레임 목록을 불러오지 못했습니다.');
  return parsed.data;
}

export const stepBody = z.object({
  action: z.enum(['approve', 'reject', 'collect', 'complete']),
  rejectReason: z.string().trim().max(500).optional(),
  deliveryCompanyType: z.enum(['CJ', 'POST', 'HANJIN', 'LOTTE', 'LOGEN']).optional(),
  invoiceNo: z.string().trim().regex(/^[0-9-]{8,20}$/, '송장번호').optional(),
});

export async function stepDeskClaim(claimNo: number, step: z.infer<typeof stepBody>): Promise<DeskClaim> {
  const { action, ...rest } = step;
  const { status, body } = await call(`/server/claims/${claimNo}/${action}`, { method: 'PUT', body: JSON.stringify(rest) });
  if (status >= 400 && status < 500) {
    const error = z.object({ code: z.string(), message: z.string() }).safeParse(body);
    throw new RouteError(status === 404 ? 404 : 400, error.success ? error.data.code : 'CLAIM_STEP_FAILED', error.success ? error.data.message : '클레임을 처리하지 못했습니다.');
  }
  const parsed = claim.omit({ ordererName: true, member: true }).safeParse(body);
  if (status !== 200 || !parsed.success) throw new RouteError(502, 'PLATFORM_UNAVAILABLE', '클레임을 처리하지 못했습니다.');
  return { ...parsed.data, ordererName: '', member: true };
}
