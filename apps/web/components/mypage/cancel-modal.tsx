'use client';
// Cancel order modal (seed §2): every cancelable option with a count (all by default), a reason and
// a note, and the platform's refund estimate for exactly that choice before it is sent. Everything
// at full count, where the platform offers it, is one whole-order cancel; otherwise the chosen
// options go in one several-option cancel.
import { useState } from 'react';
import type { ClaimReasonType } from '@courtside/core/api';
import { Field, FormModal, Select, useAction } from '@/components/ui/form';
import type { ClaimOrderView } from '@/lib/claim/claim-order';
import { CANCEL_REASONS, cancelLines } from '@/lib/mypage/order-actions';
import type { ClaimApi } from './claim-api';
import { RefundAccountFields, useRefundAccount } from './claim-fields';
import { RefundEstimate, useClaimEstimate } from './refund-estimate';
import styles from './mypage.module.css';

export function CancelModal({ order, api, onDone, onClose }: { order: ClaimOrderView; api: ClaimApi; onDone: (message: string) => void; onClose: () => void }) {
  const options = order.cancelable;
  const [quantities, setQuantities] = useState<Record<number, number>>(() => Object.fromEntries(options.map((o) => [o.orderOptionNo, o.orderCnt])));
  const [reason, setReason] = useState<ClaimReasonType>('CHANGE_MIND');
  const [detail, setDetail] = useState('');
  const action = useAction();
  const lines = cancelLines(options, quantities);
  const bank = useRefundAccount();
  const askAccount = order.needsRefundAccount;
  const claimed = lines.map((l) => ({ orderProductOptionNo: l.orderOptionNo, productCnt: l.productCnt }));
  const { estimate, error: estimateError } = useClaimEstimate(api, claimed.length > 0 ? { claimType: 'CANCEL', claimReasonType: reason, claimedProductOptions: claimed } : null);
  const whole = order.canCancelWhole && lines.length === options.length && lines.every((l) => l.productCnt === options.find((o) => o.orderOptionNo === l.orderOptionNo)?.orderCnt);

  const submit = () => {
    if (lines.length === 0) return action.fail('취소할 상품을 선택해 주세요.');
    if (askAccount && !bank.valid) return action.fail('환불받을 계좌의 계좌번호와 예금주를 입력해 주세요.');
    const request = { claimReasonType: reason, ...(detail.trim() ? { claimReasonDetail: detail.trim() } : {}), ...(askAccount ? { bankAccountInfo: bank.account } : {}) };
    return action.run(async () => {
      if (whole) await api.cancelOrder(order.orderNo, request);
      else await api.cancelOptions(claimed, request);
      onDone(whole ? '주문을 취소했습니다. 사용한 적립금과 쿠폰은 돌려드렸습니다.' : '선택한 상품을 취소했습니다.');
    });
  };

  return (
    <FormModal title="주문 취소" onClose={onClose} closeLabel="닫기" submitLabel={whole ? '전체 취소하기' : '선택 상품 취소하기'} action={action} disabled={lines.length === 0} onSubmit={submit}>
      <fieldset className={styles.form}>
        <legend className={styles.fieldLabel}>취소할 상품과 수량</legend>
        {options.map((option) => (
          <div key={option.orderOptionNo} className={styles.claimLine}>
            <label htmlFor={`cancel-${option.orderOptionNo}`}>
              {option.label}
            </label>
            <span />
            <Select
              id={`cancel-${option.orderOptionNo}`}
              value={quantities[option.orderOptionNo] ?? 0}
              onChange={(n) => setQuantities((q) => ({ ...q, [option.orderOptionNo]: n }))}
              options={Array.from({ length: option.orderCnt + 1 }, (_, n) => ({ value: n, label: n === 0 ? '취소 안 함' : `${n}개` }))}
            />
          </div>
        ))}
      </fieldset>
      <Field id="cancel-reason" label="취소 사유">
        <Select id="cancel-reason" value={reason} onChange={setReason} options={CANCEL_REASONS} />
      </Field>
      <Field id="cancel-detail" label="상세 사유 (선택)">
        <textarea id="cancel-detail" maxLength={500} value={detail} onChange={(e) => setDetail(e.target.value)} />
      </Field>
      {askAccount && <RefundAccountFields id="cancel-bank" state={bank} />}
      {claimed.length > 0 && <RefundEstimate estimate={estimate} error={estimateError} kind="CANCEL" />}
      <p className={styles.hint}>결제 완료 전이나 상품 준비 중인 상품만 취소할 수 있습니다. 환불은 결제 수단으로 진행됩니다.</p>
    </FormModal>
  );
}
