'use client';
// Refund process modal (seed §2): a return request for a delivered option — which one, how many,
// why, and whether the shop collects it or the shopper sends it back.
import { useState } from 'react';
import type { ClaimReasonType, OrderDetail } from '@courtside/core';
import { Modal, ModalActions } from '@/components/ui/modal';
import { accountErrorMessage } from '@/lib/account/account-error';
import { RETURN_REASONS, returnableOptions } from '@/lib/mypage/order-actions';
import type { ClaimApi } from './claim-api';
import { RefundEstimate, useClaimEstimate } from './refund-estimate';
import styles from './mypage.module.css';

export function ReturnModal({ order, api, onDone, onClose }: { order: OrderDetail; api: ClaimApi; onDone: (message: string) => void; onClose: () => void }) {
  const options = returnableOptions(order);
  const [optionNo, setOptionNo] = useState(options[0]?.orderOptionNo ?? 0);
  const option = options.find((o) => o.orderOptionNo === optionNo);
  const [count, setCount] = useState(option?.orderCnt ?? 1);
  const [reason, setReason] = useState<ClaimReasonType>('DEFECTIVE_PRODUCT');
  const [detail, setDetail] = useState('');
  const [way, setWay] = useState<'SELLER_COLLECT' | 'BUYER_DIRECT_RETURN'>('SELLER_COLLECT');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const productCnt = Math.min(count, option?.orderCnt ?? 1);
  const { estimate, error: estimateError } = useClaimEstimate(
    api,
    option ? { claimType: 'RETURN', claimReasonType: reason, claimedProductOptions: [{ orderProductOptionNo: option.orderOptionNo, productCnt }] } : null,
  );

  const submit = async () => {
    if (!option) return;
    if (reason === 'OTHERS_BUYER' && !detail.trim()) return setError('기타 사유를 적어 주세요.');
    setBusy(true);
    setError(null);
    try {
      await api.requestReturn(option.orderOptionNo, {
        productCnt,
        claimReasonType: reason,
        returnWayType: way,
        ...(detail.trim() ? { claimReasonDetail: detail.trim() } : {}),
        returnAddress: order.shippingAddress,
      });
      onDone('반품을 신청했습니다. 상품이 회수되면 환불해 드립니다.');
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="반품 신청"
      footer={<ModalActions onClose={onClose} closeLabel="닫기" submitLabel="반품 신청하기" disabled={busy || !option} onSubmit={() => void submit()} />}
    >
      <div className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="return-option">반품할 상품</label>
          <select
            id="return-option"
            value={optionNo}
            onChange={(e) => {
              const no = Number(e.target.value);
              setOptionNo(no);
              setCount(options.find((o) => o.orderOptionNo === no)?.orderCnt ?? 1);
            }}
          >
            {options.map((o) => (
              <option key={o.orderOptionNo} value={o.orderOptionNo}>
                {o.productName} {o.optionValue && `(${o.optionValue})`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="return-count">수량</label>
          <select id="return-count" value={count} onChange={(e) => setCount(Number(e.target.value))}>
            {Array.from({ length: option?.orderCnt ?? 1 }, (_, n) => (
              <option key={n + 1} value={n + 1}>
                {n + 1}개
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="return-reason">반품 사유</label>
          <select id="return-reason" value={reason} onChange={(e) => setReason(e.target.value as ClaimReasonType)}>
            {RETURN_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="return-detail">상세 사유</label>
          <textarea id="return-detail" maxLength={500} value={detail} onChange={(e) => setDetail(e.target.value)} />
        </div>
        <fieldset className={styles.form}>
          <legend className={styles.fieldLabel}>회수 방법</legend>
          <label className={styles.check}>
            <input type="radio" name="return-way" checked={way === 'SELLER_COLLECT'} onChange={() => setWay('SELLER_COLLECT')} /> 택배 기사님이 방문해 회수
          </label>
          <label className={styles.check}>
            <input type="radio" name="return-way" checked={way === 'BUYER_DIRECT_RETURN'} onChange={() => setWay('BUYER_DIRECT_RETURN')} /> 직접 보내기
          </label>
        </fieldset>
        <RefundEstimate estimate={estimate} error={estimateError} kind="RETURN" />
        <p className={styles.hint}>단순 변심 반품은 반품 배송비가 환불 금액에서 차감됩니다. 환불은 상품이 회수된 뒤 진행됩니다.</p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
