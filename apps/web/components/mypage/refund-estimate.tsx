'use client';
// The refund a claim would give, shown in the cancel / return / exchange dialogs before the shopper
// sends it: the platform's own estimate for exactly these options, quantities and reason.
import { useEffect, useState } from 'react';
import { formatWon } from '@courtside/core/format';
import type { EstimateQuery } from '@courtside/core/api';
import { accountErrorMessage } from '@/lib/account/account-error';
import { reshapeClaimEstimate, type RefundEstimateView } from '@/lib/claim/claim-view';
import type { ClaimApi } from './claim-api';
import styles from './mypage.module.css';

export function useClaimEstimate(api: ClaimApi, query: EstimateQuery | null): { estimate: RefundEstimateView | null; error: string | null } {
  const [state, setState] = useState<{ key: string; estimate: RefundEstimateView | null; error: string | null }>({ key: '', estimate: null, error: null });
  const key = query ? JSON.stringify(query) : '';
  useEffect(() => {
    if (!query) return;
    let live = true;
    api.estimate(query).then(
      (estimate) => live && setState({ key, estimate: reshapeClaimEstimate(estimate), error: null }),
      (failure: unknown) => live && setState({ key, estimate: null, error: accountErrorMessage(failure) }),
    );
    return () => {
      live = false;
    };
    // The key stands for the query's content (a new object each render).
  }, [api, key]);
  return state.key === key ? { estimate: state.estimate, error: state.error } : { estimate: null, error: null };
}

export function RefundEstimate({ estimate, error, kind }: { estimate: RefundEstimateView | null; error: string | null; kind: 'CANCEL' | 'RETURN' | 'EXCHANGE' }) {
  if (error) return <p className={styles.error}>{error}</p>;
  if (!estimate) return <p className={styles.hint} aria-live="polite">환불 예정 금액을 계산하고 있습니다…</p>;
  if (kind === 'EXCHANGE') {
    return (
      <dl className={styles.dl} data-testid="claim-estimate" aria-label="교환 비용">
        <dt>교환 배송비</dt>
        <dd>{estimate.exchangeFee > 0 ? `${formatWon(estimate.exchangeFee)} (상품과 함께 동봉해 주세요)` : '무료 (판매자 부담)'}</dd>
      </dl>
    );
  }
  const deducted = estimate.deliveryDeducted;
  return (
    <dl className={styles.dl} data-testid="claim-estimate" aria-label="환불 예정 금액">
      <dt>상품 금액</dt>
      <dd>{formatWon(estimate.product)}</dd>
      {estimate.deliveryRefund > 0 && (
        <>
          <dt>배송비 환불</dt>
          <dd>{formatWon(estimate.deliveryRefund)}</dd>
        </>
      )}
      {deducted > 0 && (
        <>
          <dt>배송비 차감</dt>
          <dd>-{formatWon(deducted)}</dd>
        </>
      )}
      {estimate.pointsBack > 0 && (
        <>
          <dt>적립금 환원</dt>
          <dd>{formatWon(estimate.pointsBack)}</dd>
        </>
      )}
      <dt className={styles.total}>환불 예정 금액</dt>
      <dd className={styles.total} data-testid="estimate-refund">
        {formatWon(estimate.refund)}
      </dd>
      <dt>환불 방법</dt>
      <dd>{estimate.methodLabel}</dd>
    </dl>
  );
}
