'use client';
// The admin claims desk: each return or exchange with what was asked, and the next step the shop
// can take on it (승인 / 거부 / 회수 완료 / 환불 완료 or 교환 상품 발송 with courier and invoice).
// The platform decides; a refusal shows its Korean message, a success re-renders the list.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formatWon } from '@courtside/core/format';
import { useOwnApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { Select, useAction } from '@/components/ui/form';
import styles from '@/components/mypage/mypage.module.css';
import { lineTitle, optionValuesText } from '@/lib/catalogue/option-text';
import { deskRefund } from '@/lib/claim/claim-view';
import { unknownErrorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import type { DeskAction, DeskClaim } from '@/lib/server/claims/claim-desk';

const REASONS: Readonly<Record<string, string>> = {
  CHANGE_MIND: '단순 변심', DEFECTIVE_PRODUCT: '상품 불량', WRONG_DELIVERY: '오배송', WRONG_PRODUCT_DETAIL: '상품 정보와 다름', DELAY_DELIVERY: '배송 지연', OTHERS_BUYER: '기타',
};

const COURIERS = [
  { value: 'CJ', label: 'CJ대한통운' },
  { value: 'POST', label: '우체국택배' },
  { value: 'HANJIN', label: '한진택배' },
  { value: 'LOTTE', label: '롯데택배' },
  { value: 'LOGEN', label: '로젠택배' },
];

function actionLabel(action: DeskAction, claim: DeskClaim): string {
  if (action === 'approve') return '승인';
  if (action === 'reject') return '거부';
  if (action === 'collect') return '회수 완료';
  return claim.claimType === 'RETURN' ? '환불 완료 처리' : '교환 상품 발송';
}

function ClaimCard({ claim }: { claim: DeskClaim & { actions: DeskAction[] } }) {
  const ownApi = useOwnApi();
  const router = useRouter();
  const desk = useAction({ toMessage: unknownErrorMessage, report: 'toast' });
  const [invoiceNo, setInvoiceNo] = useState('');
  const [company, setCompany] = useState('CJ');
  const [rejectReason, setRejectReason] = useState('');
  const reship = claim.claimType === 'EXCHANGE' && claim.actions.includes('complete');
  const kind = claim.claimType === 'RETURN' ? '반품' : '교환';

  const step = (action: DeskAction) =>
    desk.run(async () => {
      const reply = await ownApi.stepClaim(claim.claimNo, {
        action,
        ...(action === 'reject' && rejectReason.trim() ? { rejectReason: rejectReason.trim() } : {}),
        ...(action === 'complete' && reship ? { deliveryCompanyType: company, invoiceNo: invoiceNo.trim() } : {}),
      });
      showToast(`${kind} ${claim.claimNo}번: ${reply.claimStatusTypeLabel}`, 'success');
      router.refresh();
    });

  return (
    <li className={styles.card} data-testid="desk-claim" aria-labelledby={`claim-${claim.claimNo}`}>
      <div className={styles.cardHead}>
        <h2 id={`claim-${claim.claimNo}`} className={styles.cardTitle}>
          {kind} {claim.claimNo} · 주문 {claim.orderNo}
        </h2>
        <span className={styles.badge} data-testid="desk-status">
          {claim.claimStatusTypeLabel}
        </span>
      </div>
      <p className={styles.meta}>
        <span>{claim.claimYmdt} 신청</span>
        <span>{claim.member ? '회원' : '비회원'} {claim.ordererName}</span>
        <span>사유 {REASONS[claim.claimReasonType] ?? claim.claimReasonType}{claim.claimReasonDetail ? ` — ${claim.claimReasonDetail}` : ''}</span>
      </p>
      <ul>
        {claim.claimedOptions.map((o) => (
          <li key={o.orderOptionNo}>
            {lineTitle(o.productName, optionValuesText(o.optionValue))} {o.orderCnt}개
          </li>
        ))}
      </ul>
      {claim.exchangedOption && <p>교환 상품: {optionValuesText(claim.exchangedOption.optionValue)} {claim.exchangedOption.orderCnt}개</p>}
      {claim.claimType === 'RETURN' && (
        <p>
          환불 예정 {formatWon(deskRefund(claim).amount)}
          {deskRefund(claim).pointsBack > 0 && ` + 적립금 ${formatWon(deskRefund(claim).pointsBack)}`}
        </p>
      )}
      {claim.rejectReason && <p>거부 사유: {claim.rejectReason}</p>}
      {claim.actions.length > 0 && (
        <div className={styles.form}>
          {reship && (
            <div className={styles.inline}>
              <label htmlFor={`company-${claim.claimNo}`}>택배사</label>
              <Select id={`company-${claim.claimNo}`} value={company} onChange={setCompany} options={COURIERS} />
              <label htmlFor={`invoice-${claim.claimNo}`}>송장번호</label>
              <input id={`invoice-${claim.claimNo}`} inputMode="numeric" value={invoiceNo} onChange={(e) => setInvoiceNo(e.target.value)} />
            </div>
          )}
          {claim.actions.includes('reject') && (
            <div className={styles.inline}>
              <label htmlFor={`reject-${claim.claimNo}`}>거부 사유</label>
              <input id={`reject-${claim.claimNo}`} maxLength={500} value={rejectReason} onChange={(e) => setRejectReason(e.target.value)} />
            </div>
          )}
          <div className={styles.actions}>
            {claim.actions.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'reject' ? button.outline : button.primary}
                disabled={desk.busy || (action === 'complete' && reship && !/^[0-9-]{8,20}$/.test(invoiceNo.trim()))}
                onClick={() => void step(action)}
              >
                {actionLabel(action, claim)}
              </button>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}

export function ClaimDesk({ claims }: { claims: Array<DeskClaim & { actions: DeskAction[] }> }) {
  return (
    <ul className={styles.list}>
      {claims.map((claim) => (
        <ClaimCard key={claim.claimNo} claim={claim} />
      ))}
    </ul>
  );
}
