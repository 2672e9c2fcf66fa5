'use client';
// /find/password/reset: a new password (strict rule, typed twice) with the verified code; the code
// is spent only when the change goes through, so a typo in the password does not cost it.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { validateStrictPassword } from '@courtside/core';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { accountErrorMessage } from '@/lib/account/account-error';
import { clearResetContext, loadResetContext, type PasswordResetContext } from '@/lib/account/find-session';
import { PASSWORD_CONFIRM_MESSAGE } from '@/lib/account/join-form';
import styles from './account.module.css';

export function PasswordReset() {
  const shopApi = useShopApi();
  const router = useRouter();
  const [context, setContext] = useState<PasswordResetContext | null | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setContext(loadResetContext(window.sessionStorage)), []);

  if (context === undefined) return null;
  if (context === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>비밀번호 재설정</h1>
        <p className={styles.lead}>인증 정보가 없습니다. 비밀번호 찾기를 다시 진행해 주세요.</p>
        <Link href="/find?tab=password" className={button.primary}>
          비밀번호 찾기
        </Link>
      </div>
    );
  }

  const submit = async () => {
    const rule = validateStrictPassword(password);
    if (!rule.ok) return setError(rule.message);
    if (confirm !== password) return setError(PASSWORD_CONFIRM_MESSAGE);
    setBusy(true);
    setError(null);
    try {
      const request = { memberId: context.memberId, certificationNumber: context.code, newPassword: password };
      if (context.channel === 'SMS') await shopApi.members.resetPasswordWithSmsCode(request);
      else await shopApi.members.resetPasswordWithEmailCode(request);
      clearResetContext(window.sessionStorage);
      router.push('/find/success');
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>비밀번호 재설정</h1>
      <p className={styles.lead}>{context.memberId} 계정의 새 비밀번호를 입력해 주세요.</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={styles.field}>
          <label htmlFor="reset-password">새 비밀번호</label>
          <input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <p className={styles.hint}>영문, 숫자, 특수문자를 모두 넣어 8~16자</p>
        </div>
        <div className={styles.field}>
          <label htmlFor="reset-password-confirm">새 비밀번호 확인</label>
          <input id="reset-password-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={`${button.primary} ${styles.wide}`} disabled={busy}>
          비밀번호 변경
        </button>
      </form>
    </div>
  );
}
