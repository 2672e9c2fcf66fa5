'use client';
// The fields a return and an exchange share: which delivered option, how many, why (with a note),
// and — for an order paid by virtual account — the bank account the money goes back to.
import { useState } from 'react';
import type { BankAccountInfo, ClaimReasonType } from '@courtside/core/api';
import type { ClaimLineView } from '@/lib/claim/claim-order';
import { Field, Select } from '@/components/ui/form';
import { REFUND_BANKS, RETURN_REASONS } from '@/lib/mypage/order-actions';
import styles from './mypage.module.css';

export interface ClaimChoice {
  option: ClaimLineView | undefined;
  productCnt: number;
  reason: ClaimReasonType;
  detail: string;
}

export function useClaimChoice(options: readonly ClaimLineView[], initialReason: ClaimReasonType) {
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

const counts = (max: number) => Array.from({ length: max }, (_, n) => ({ value: n + 1, label: `${n + 1}개` }));

export function ClaimOptionFields({ id, noun, options, state }: { id: string; noun: string; options: readonly ClaimLineView[]; state: ReturnType<typeof useClaimChoice> }) {
  const { choice, optionNo, count, pick, setCount, setReason, setDetail } = state;
  return (
    <>
      <Field id={`${id}-option`} label={`${noun}할 상품`}>
        <Select id={`${id}-option`} value={optionNo} onChange={pick} options={options.map((o) => ({ value: o.orderOptionNo, label: o.title }))} />
      </Field>
      <Field id={`${id}-count`} label="수량">
        <Select id={`${id}-count`} value={count} onChange={setCount} options={counts(choice.option?.orderCnt ?? 1)} />
      </Field>
      <Field id={`${id}-reason`} label={`${noun} 사유`}>
        <Select id={`${id}-reason`} value={choice.reason} onChange={setReason} options={RETURN_REASONS} />
      </Field>
      <Field id={`${id}-detail`} label="상세 사유">
        <textarea id={`${id}-detail`} maxLength={500} value={choice.detail} onChange={(e) => setDetail(e.target.value)} />
      </Field>
    </>
  );
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
      <Field id={`${id}-bank`} label="은행">
        <Select id={`${id}-bank`} value={account.bank} onChange={(bank) => setAccount({ ...account, bank })} options={REFUND_BANKS.map((b) => ({ value: b.code, label: b.name }))} />
      </Field>
      <Field id={`${id}-account`} label="계좌번호">
        <input id={`${id}-account`} inputMode="numeric" value={account.bankAccount} onChange={(e) => setAccount({ ...account, bankAccount: e.target.value.replace(/[^0-9-]/g, '') })} />
      </Field>
      <Field id={`${id}-holder`} label="예금주">
        <input id={`${id}-holder`} maxLength={40} value={account.bankDepositorName} onChange={(e) => setAccount({ ...account, bankDepositorName: e.target.value })} />
      </Field>
    </fieldset>
  );
}
