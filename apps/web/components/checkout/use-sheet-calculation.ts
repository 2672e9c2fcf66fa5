'use client';
// The amounts of an order sheet as the shopper changes address, coupons and points: each change
// goes to POST /order-sheets/{no}/calculate and only a successful answer is kept, so a coupon the
// platform refuses simply stays unapplied. Answers that arrive after a newer request are ignored.
// When a coupon change makes the points in use too many, the points are dropped (and the shopper
// told) rather than the coupon being refused.
import { useCallback, useRef, useState } from 'react';
import { isShopApiError, type PaymentInfo } from '@courtside/core/api';
import { messageFor } from '@courtside/core/errors';
import { useShopApi } from '@/components/providers';
import type { ReceiverFields } from '@/lib/checkout/checkout-form';
import { buildCalculateRequest, NO_COUPONS, type CalculationInputs } from '@/lib/checkout/reserve-request';
import { showToast } from '@/lib/toast/toast-store';

export const errorText = (error: unknown): string => (isShopApiError(error) ? error.message : messageFor('UNKNOWN'));

export interface SheetCalculation {
  inputs: CalculationInputs;
  /** The latest calculated amounts; null until the first calculation (use the sheet's own). */
  payment: PaymentInfo | null;
  calculating: boolean;
  /** Resolves true when the platform accepted `next`. */
  recalculate: (next: CalculationInputs, receiver: ReceiverFields) => Promise<boolean>;
  /** Sets the starting inputs without a round trip (they are what the sheet already holds). */
  reset: (inputs: CalculationInputs) => void;
}

export function useSheetCalculation(orderSheetNo: string): SheetCalculation {
  const shopApi = useShopApi();
  const [inputs, setInputs] = useState<CalculationInputs>({ zipCd: '', coupons: NO_COUPONS, points: 0 });
  const [payment, setPayment] = useState<PaymentInfo | null>(null);
  const [calculating, setCalculating] = useState(false);
  const latest = useRef(0);
  const committed = useRef(inputs);

  const recalculate = useCallback(
    async (next: CalculationInputs, receiver: ReceiverFields): Promise<boolean> => {
      const id = ++latest.current;
      const send = async (wanted: CalculationInputs) => {
        const reply = await shopApi.checkout.calculateOrderSheet(orderSheetNo, buildCalculateRequest(wanted, receiver));
        if (id !== latest.current) return false;
        committed.current = wanted;
        setInputs(wanted);
        setPayment(reply.paymentInfo);
        return true;
      };
      setCalculating(true);
      try {
        return await send(next);
      } catch (error) {
        if (id !== latest.current) return false;
        // Points the shopper did not touch may have become too many (a coupon lowered the limit).
        if (next.points > 0 && next.points === committed.current.points) {
          const withoutPoints = await send({ ...next, points: 0 }).catch(() => false);
          if (withoutPoints) {
            showToast(`${errorText(error)} 적립금 사용을 취소했습니다.`, 'error');
            return true;
          }
        }
        if (id === latest.current) showToast(errorText(error), 'error');
        return false;
      } finally {
        if (id === latest.current) setCalculating(false);
      }
    },
    [shopApi, orderSheetNo],
  );

  const reset = useCallback((start: CalculationInputs) => {
    committed.current = start;
    setInputs(start);
  }, []);

  return { inputs, payment, calculating, recalculate, reset };
}
