'use client';
// The password check modal (confirm who is editing before the form opens) and the password change
// modal (current, new with the strict rule, and its confirmation).
import { useState } from 'react';
import { validateStrictPassword } from '@courtside/core/validation';
import { NewPasswordFields } from '@/components/account/new-password-fields';
import { useShopApi } from '@/components/providers';
import { Field, FormModal, useAction } from '@/components/ui/form';
import { PASSWORD_CONFIRM_MESSAGE } from '@/lib/account/join-form';
import styles from './mypage.module.css';

export function PasswordCheckModal({ onVerified, onClose }: { onVerified: () => void; onClose: () => void }) {
  const shopApi = useShopApi();
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = () => {
    if (!password) return action.fail('비밀번호를 입력해 주세요.');
    return action.run(async () => {
      await shopApi.members.checkPassword(password);
      onVerified();
    });
  };
  return (
    <FormModal title="비밀번호 확인" size="small" onClose={onClose} submitLabel="확인" action={action} onSubmit={submit}>
      <p className={styles.hint}>회원정보를 보호하기 위해 비밀번호를 한 번 더 입력해 주세요.</p>
      <Field id="check-password" label="비밀번호">
        <input id="check-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
    </FormModal>
  );
}

export function PasswordChangeModal({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const shopApi = useShopApi();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const action = useAction();
  const submit = () => {
    if (!current) return action.fail('현재 비밀번호를 입력해 주세요.');
    const rule = validateStrictPassword(next);
    if (!rule.ok) return action.fail(rule.message);
    if (next !== confirm) return action.fail(PASSWORD_CONFIRM_MESSAGE);
    return action.run(async () => {
      await shopApi.members.changePassword({ currentPassword: current, newPassword: next });
      onDone();
    });
  };
  return (
    <FormModal title="비밀번호 변경" onClose={onClose} submitLabel="변경하기" action={action} onSubmit={submit}>
      <Field id="change-current" label="현재 비밀번호">
        <input id="change-current" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </Field>
      <NewPasswordFields ids={['change-next', 'change-confirm']} password={next} confirm={confirm} onPassword={setNext} onConfirm={setConfirm} />
    </FormModal>
  );
}
