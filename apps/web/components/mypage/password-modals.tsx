'use client';
// The password check modal (confirm who is editing before the form opens) and the password change
// modal (current, new with the strict rule, and its confirmation).
import { useState } from 'react';
import { validateStrictPassword } from '@courtside/core';
import { useShopApi } from '@/components/providers';
import { Modal, ModalActions } from '@/components/ui/modal';
import { accountErrorMessage } from '@/lib/account/account-error';
import { PASSWORD_CONFIRM_MESSAGE } from '@/lib/account/join-form';
import styles from './mypage.module.css';

export function PasswordCheckModal({ onVerified, onClose }: { onVerified: () => void; onClose: () => void }) {
  const shopApi = useShopApi();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password) return setError('비밀번호를 입력해 주세요.');
    setBusy(true);
    setError(null);
    try {
      await shopApi.members.checkPassword(password);
      onVerified();
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
      title="비밀번호 확인"
      size="small"
      footer={<ModalActions onClose={onClose} submitLabel="확인" form="password-check" disabled={busy} />}
    >
      <form
        id="password-check"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className={styles.hint}>회원정보를 보호하기 위해 비밀번호를 한 번 더 입력해 주세요.</p>
        <div className={styles.field}>
          <label htmlFor="check-password">비밀번호</label>
          <input id="check-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

export function PasswordChangeModal({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const shopApi = useShopApi();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!current) return setError('현재 비밀번호를 입력해 주세요.');
    const rule = validateStrictPassword(next);
    if (!rule.ok) return setError(rule.message);
    if (next !== confirm) return setError(PASSWORD_CONFIRM_MESSAGE);
    setBusy(true);
    setError(null);
    try {
      await shopApi.members.changePassword({ currentPassword: current, newPassword: next });
      onDone();
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
      title="비밀번호 변경"
      footer={<ModalActions onClose={onClose} submitLabel="변경하기" form="password-change" disabled={busy} />}
    >
      <form
        id="password-change"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={styles.field}>
          <label htmlFor="change-current">현재 비밀번호</label>
          <input id="change-current" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="change-next">새 비밀번호</label>
          <input id="change-next" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          <p className={styles.hint}>영문, 숫자, 특수문자를 모두 넣어 8~16자</p>
        </div>
        <div className={styles.field}>
          <label htmlFor="change-confirm">새 비밀번호 확인</label>
          <input id="change-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
