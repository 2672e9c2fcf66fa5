// The points (적립금) field at checkout. The platform accepts 0 or at least 1,000원, never more than
// the member holds or the products cost after coupons (availableMaxAccumulationAmt). The field keeps
// digits only; a figure over the limit is lowered to it rather than refused.
import { formatWon } from '@courtside/core/format';
import { sanitizeIntegerInput } from '@courtside/core/validation';

export const MIN_POINTS_USE = 1000;

export type PointsInput =
  | { readonly ok: true; readonly amount: number; readonly note: string | null }
  | { readonly ok: false; readonly message: string };

export function pointsToUse(raw: string, maxUsable: number): PointsInput {
  const digits = sanitizeIntegerInput(raw);
  const amount = digits === '' ? 0 : Number(digits);
  if (amount === 0) return { ok: true, amount: 0, note: null };
  if (maxUsable < MIN_POINTS_USE) return { ok: false, message: '지금 사용할 수 있는 적립금이 없습니다.' };
  if (amount < MIN_POINTS_USE) return { ok: false, message: `적립금은 ${formatWon(MIN_POINTS_USE)} 이상부터 사용할 수 있습니다.` };
  if (amount > maxUsable) return { ok: true, amount: maxUsable, note: `사용 가능한 최대 적립금 ${formatWon(maxUsable)}으로 조정했습니다.` };
  return { ok: true, amount, note: null };
}
