'use client';
// /find/password/reset: a new password (strict rule, typed twice) with the verified code; the code
// is spent only when the change goes through, so a typo in the password does not cost it.
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { validateStrictPassword } from '@courtside/core/validation';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { ActionForm, useAction } from '@/components/ui/form';
import { NewPasswordFields } from './new-password-fields';
import { clearResetContext, loadResetContext, type PasswordResetContext } from '@/lib/account/find-session';
import { PASSWORD_CONFIRM_MESSAGE } from '@/lib/account/join-form';
import styles from './account.module.css';

export function PasswordReset() {
  const shopApi = useShopApi();
  const router = useRouter();
  const [context, setContext] = useState<PasswordResetContext | null | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const action = useAction();
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

  const submit = () => {
    const rule = validateStrictPassword(password);
    if (!rule.ok) return action.fail(rule.message);
    if (confirm !== password) return action.fail(PASSWORD_CONFIRM_MESSAGE);
    return action.run(async () => {
      const request = { memberId: context.memberId, certificationNumber: context.code, newPassword: password };
      if (context.channel === 'SMS') await shopApi.members.resetPasswordWithSmsCode(request);
      else await shopApi.members.resetPasswordWithEmailCode(request);
      clearResetContext(window.sessionStorage);
      router.push('/find/success');
    });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>비밀번호 재설정</h1>
      <p className={styles.lead}>{context.memberId} 계정의 새 비밀번호를 입력해 주세요.</p>
      <ActionForm
        className={styles.form}
        onSubmit={submit}
        action={action}
        actions={
          <button type="submit" className={`${button.primary} ${styles.wide}`} disabled={action.busy}>
            비밀번호 변경
          </button>
        }
      >
        <NewPasswordFields ids={['reset-password', 'reset-password-confirm']} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      </ActionForm>
    </div>
  );
}
