'use client';
// The fields a return and an exchange share: which delivered option, how many, why (with a note),
// and — for an order paid by virtual account — the bank account the money goes back to.
import { useState } from 'react';
import type { BankAccountInfo, ClaimReasonType, OrderDetail, OrderOption } from '@courtside/core';
import { REFUND_BANKS, RETURN_REASONS } from '@/lib/mypage/order-actions';
import styles from './mypage.module.css';

export interface ClaimChoice {
  option: OrderOption | undefined;
  productCnt: number;
  reason: ClaimReasonType;
  detail: string;
}

export function useClaimChoice(options: readonly OrderOption[], initialReason: ClaimReasonType) {
  const [optionNo, setOptionNo] = useState(options[0]?.orderOptionNo ?? 0);
  const option = options.find((o) => o.orderOptionNo === optionNo);
  const [count, setCount] = useState(option?.orderCnt ?? 1);
  const [reason, setReason] = useState<ClaimReasonType>(initialReason);
  const [detail, setDetail] = useState('');
  const choice: ClaimChoice = { option, productCnt: Math.min(count, option?.orderCnt ?? 1), reason, detail };
  const pick = (no: number) => {
    setOptionNo(no);
    setCount(options.find((o) => o.orderOptionNo === no)?.orderCnt ?? 1);
  };
  return { choice, optionNo, count, pick, setCount, setReason, setDetail };
}

export function ClaimOptionFields({ id, noun, options, state }: { id: string; noun: string; options: readonly OrderOption[]; state: ReturnType<typeof useClaimChoice> }) {
  const { choice, optionNo, count, pick, setCount, setReason, setDetail } = state;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-option`}>{noun}할 상품</label>
        <select id={`${id}-option`} value={optionNo} onChange={(e) => pick(Number(e.target.value))}>
          {options.map((o) => (
            <option key={o.orderOptionNo} value={o.orderOptionNo}>
              {o.productName} {o.optionValue && `(${o.optionValue})`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-count`}>수량</label>
        <select id={`${id}-count`} value={count} onChange={(e) => setCount(Number(e.target.value))}>
          {Array.from({ length: choice.option?.orderCnt ?? 1 }, (_, n) => (
            <option key={n + 1} value={n + 1}>
              {n + 1}개
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>{noun} 사유</label>
        <select id={`${id}-reason`} value={choice.reason} onChange={(e) => setReason(e.target.value as ClaimReasonType)}>
          {RETURN_REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-detail`}>상세 사유</label>
        <textarea id={`${id}-detail`} maxLength={500} value={choice.detail} onChange={(e) => setDetail(e.target.value)} />
      </div>
    </>
  );
}

/** A paid virtual-account order is refunded to a bank account: the platform asks for one. */
export function needsRefundAccount(order: Pick<OrderDetail, 'payType' | 'orderOptionsGroupByPartner'>): boolean {
  return order.payType === 'VIRTUAL_ACCOUNT' && order.orderOptionsGroupByPartner.every((p) => p.orderOptionsGroupByDelivery.every((d) => d.orderOptions.every((o) => o.orderStatusType !== 'DEPOSIT_WAIT')));
}

export function useRefundAccount() {
  const [account, setAccount] = useState<BankAccountInfo>({ bank: 'KB', bankAccount: '', bankDepositorName: '' });
  const valid = /^[0-9-]{6,20}$/.test(account.bankAccount.trim()) && account.bankDepositorName.trim().length > 0;
  return { account, setAccount, valid };
}

export function RefundAccountFields({ id, state }: { id: string; state: ReturnType<typeof useRefundAccount> }) {
  const { account, setAccount } = state;
  return (
    <fieldset className={styles.form}>
      <legend className={styles.fieldLabel}>환불받을 계좌</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-bank`}>은행</label>
        <select id={`${id}-bank`} value={account.bank} onChange={(e) => setAccount({ ...account, bank: e.target.value })}>
          {REFUND_BANKS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-account`}>계좌번호</label>
        <input id={`${id}-account`} inputMode="numeric" value={account.bankAccount} onChange={(e) => setAccount({ ...account, bankAccount: e.target.value.replace(/[^0-9-]/g, '') })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-holder`}>예금주</label>
        <input id={`${id}-holder`} maxLength={40} value={account.bankDepositorName} onChange={(e) => setAccount({ ...account, bankDepositorName: e.target.value })} />
      </div>
    </fieldset>
  );
}
