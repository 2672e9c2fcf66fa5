'use client';
// Refund process modal (seed §2): a return request for a delivered option — which one, how many,
// why, whether the shop collects it or the shopper sends it back, the refund account for a
// virtual-account order, and the platform's refund estimate before it is sent.
import { useState } from 'react';
import { FormModal, useAction } from '@/components/ui/form';
import type { ClaimOrderView } from '@/lib/claim/claim-order';
import type { ClaimApi } from './claim-api';
import { ClaimOptionFields, RefundAccountFields, useClaimChoice, useRefundAccount } from './claim-fields';
import { RefundEstimate, useClaimEstimate } from './refund-estimate';
import styles from './mypage.module.css';

export function ReturnModal({ order, api, onDone, onClose }: { order: ClaimOrderView; api: ClaimApi; onDone: (message: string) => void; onClose: () => void }) {
  const options = order.returnable;
  const fields = useClaimChoice(options, 'DEFECTIVE_PRODUCT');
  const { option, productCnt, reason, detail } = fields.choice;
  const bank = useRefundAccount();
  const askAccount = order.needsRefundAccount;
  const [way, setWay] = useState<'SELLER_COLLECT' | 'BUYER_DIRECT_RETURN'>('SELLER_COLLECT');
  const action = useAction();
  const { estimate, error: estimateError } = useClaimEstimate(
    api,
    option ? { claimType: 'RETURN', claimReasonType: reason, claimedProductOptions: [{ orderProductOptionNo: option.orderOptionNo, productCnt }] } : null,
  );

  const submit = () => {
    if (!option) return;
    if (reason === 'OTHERS_BUYER' && !detail.trim()) return action.fail('기타 사유를 적어 주세요.');
    if (askAccount && !bank.valid) return action.fail('환불받을 계좌의 계좌번호와 예금주를 입력해 주세요.');
    return action.run(async () => {
      await api.requestReturn(option.orderOptionNo, {
        productCnt,
        claimReasonType: reason,
        returnWayType: way,
        ...(detail.trim() ? { claimReasonDetail: detail.trim() } : {}),
        returnAddress: order.returnAddress,
        ...(askAccount ? { bankAccountInfo: bank.account, saveBankAccountInfo: false } : {}),
      });
      onDone('반품을 신청했습니다. 상품이 회수되면 환불해 드립니다.');
    });
  };

  return (
    <FormModal title="반품 신청" onClose={onClose} closeLabel="닫기" submitLabel="반품 신청하기" action={action} disabled={!option} onSubmit={submit}>
      <ClaimOptionFields id="return" noun="반품" options={options} state={fields} />
      <fieldset className={styles.form}>
        <legend className={styles.fieldLabel}>회수 방법</legend>
        <label className={styles.check}>
          <input type="radio" name="return-way" checked={way === 'SELLER_COLLECT'} onChange={() => setWay('SELLER_COLLECT')} /> 택배 기사님이 방문해 회수
        </label>
        <label className={styles.check}>
          <input type="radio" name="return-way" checked={way === 'BUYER_DIRECT_RETURN'} onChange={() => setWay('BUYER_DIRECT_RETURN')} /> 직접 보내기
        </label>
      </fieldset>
      {askAccount && <RefundAccountFields id="return-bank" state={bank} />}
      <RefundEstimate estimate={estimate} error={estimateError} kind="RETURN" />
      <p className={styles.hint}>단순 변심 반품은 반품 배송비가 환불 금액에서 차감됩니다. 환불은 상품이 회수된 뒤 진행됩니다.</p>
    </FormModal>
  );
}
