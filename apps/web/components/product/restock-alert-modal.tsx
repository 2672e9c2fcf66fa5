'use client';
// 재입고 알림 신청 (loaded on the button's first press): the sold-out option to be told about; a member
// is told at the account's phone, a guest gives name, phone and consent. The platform sends one
// 알림톡 when the option is back in stock.
import { useState } from 'react';
import { shopApiClient } from '@/lib/client/shop-api-client';
import { guestRestockProblem, type RestockChoice } from '@/lib/catalogue/restock-options';
import { unknownErrorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import { Field, FormModal, Select, useAction } from '@/components/ui/form';
import styles from './restock-alert.module.css';

export interface RestockAlertModalProps {
  productName: string;
  choices: readonly RestockChoice[];
  member: boolean;
  onClose: () => void;
}

export default function RestockAlertModal({ productName, choices, member, onClose }: RestockAlertModalProps) {
  const [optionNo, setOptionNo] = useState<number | ''>(choices.length === 1 ? (choices[0]?.optionNo ?? '') : '');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const action = useAction(unknownErrorMessage);

  const submit = async () => {
    if (optionNo === '') return action.fail('알림 받을 옵션을 선택해 주세요.');
    if (!member) {
      const problem = guestRestockProblem({ name, phone, agreed });
      if (problem) return action.fail(problem);
    }
    const done = await action.run(() =>
      shopApiClient().restock.request(member
        ? { optionNos: [optionNo], privacyInfoAgreement: true }
        : { optionNos: [optionNo], privacyInfoAgreement: agreed, name: name.trim(), phone: phone.replace(/[\s-]/g, '') }),
    );
    if (!done) return;
    showToast('재입고 알림을 신청했습니다. 입고되면 알림톡으로 알려 드립니다.');
    onClose();
  };

  return (
    <FormModal title="재입고 알림 신청" onClose={onClose} submitLabel="알림 신청" action={action} onSubmit={submit}>
      <p className={styles.restockLead}>
        <strong>{productName}</strong>
        <br />
        품절된 옵션이 다시 입고되면 알림톡(또는 문자)으로 한 번 알려 드립니다.
      </p>
      <Field id="restock-option" label="옵션">
        <Select
          id="restock-option"
          value={optionNo}
          placeholder="품절된 옵션 선택"
          options={choices.map((c) => ({ value: c.optionNo, label: c.text }))}
          onChange={(value) => setOptionNo(value === '' ? '' : Number(value))}
        />
      </Field>
      {member ? (
        <p className={styles.restockNote}>회원 정보의 휴대폰 번호로 알려 드립니다. 신청 내역은 마이페이지 &gt; 재입고 알림에서 확인·취소할 수 있습니다.</p>
      ) : (
        <>
          <Field id="restock-name" label="이름">
            <input id="restock-name" autoComplete="name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id="restock-phone" label="휴대폰 번호">
            <input id="restock-phone" type="tel" inputMode="numeric" autoComplete="tel" placeholder="010-1234-5678" value={phone} maxLength={13} onChange={(e) => setPhone(e.target.value)} />
          </Field>
          <label className={styles.restockConsent}>
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <span>
              [필수] 개인정보 수집·이용 동의
              <small>수집 항목: 이름, 휴대폰 번호 · 목적: 재입고 알림 발송 · 보관: 알림 발송 후 30일까지</small>
            </span>
          </label>
        </>
      )}
    </FormModal>
  );
}
