'use client';
// The login form (/login): id, password, 자동 로그인 (keepLogin, a 90-day token), the catalogue's
// messages on failure, then back to where the shopper was going (previous-path guard).
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, useRef } from 'react';
import { useAuthActions } from '@/components/providers';
import { InfoModal } from '@/components/modals/info-modal';
import button from '@/components/ui/button.module.css';
import { ActionForm, Field, useAction } from '@/components/ui/form';
import { previousPath } from '@/lib/account/previous-path';
import { readLastPage } from '@/components/layout/last-page';
import { useAuthStore } from '@/lib/session/auth-store';
import styles from './account.module.css';
import { GuestOrderRouteButton } from '@/components/modals/guest-order-route-modal';
import { SocialLoginButtons } from './social-buttons';

export function LoginForm({ redirect }: { redirect: string | null }) {
  const auth = useAuthActions();
  const router = useRouter();
  const active = useAuthStore((s) => s.session.status === 'active');
  const hydrated = useAuthStore((s) => s.hydrated);
  const [memberId, setMemberId] = useState('');
  const [password, setPassword] = useState('');
  const [keepLogin, setKeepLogin] = useState(false);
  const action = useAction();
  const { busy } = action;
  const [notice, setNotice] = useState<string | null>(null);
  const [target, setTarget] = useState('/');

  useEffect(() => {
    setTarget(previousPath(redirect, readLastPage(), document.referrer, window.location.origin));
  }, [redirect]);

  // Logged in on this page: on to where the shopper was going (finish). Already logged in when the page
  // opened (another tab, the back button): home — the page they came from may be one they may not see.
  const submitted = useRef(false);
  useEffect(() => {
    if (hydrated && active && !busy && notice === null) router.replace(submitted.current ? target : '/');
  }, [hydrated, active, busy, notice, router, target]);

  const finish = () => {
    router.replace(target);
    router.refresh();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>로그인</h1>
      <ActionForm
        className={styles.form}
        action={action}
        onSubmit={() => {
          submitted.current = true;
          if (!memberId.trim() || !password) return action.fail(!memberId.trim() ? '아이디를 입력해 주세요.' : '비밀번호를 입력해 주세요.');
          return action.run(async () => {
            const reply = await auth.login(memberId.trim(), password, keepLogin);
            if (reply.passwordChangeRequired) {
              setNotice('비밀번호를 바꾼 지 90일이 지났습니다. 안전을 위해 마이페이지에서 비밀번호를 변경해 주세요.');
              return;
            }
            finish();
          });
        }}
        actions={
          <button type="submit" className={`${button.primary} ${styles.wide}`} disabled={busy}>
            로그인
          </button>
        }
      >
        <Field id="login-id" label="아이디">
          <input id="login-id" name="memberId" autoComplete="username" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
        </Field>
        <Field id="login-password" label="비밀번호">
          <input id="login-password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <label className={styles.check}>
          <input type="checkbox" checked={keepLogin} onChange={(e) => setKeepLogin(e.target.checked)} /> 자동 로그인
        </label>
      </ActionForm>
      <ul className={styles.links}>
        <li>
          <Link href="/member/member-register-agreement">회원가입</Link>
        </li>
        <li>
          <Link href="/find?tab=id">아이디 찾기</Link>
        </li>
        <li>
          <Link href="/find?tab=password">비밀번호 찾기</Link>
        </li>
        <li>
          <Link href="/mypage/order/myorder">비회원 주문조회</Link>
        </li>
      </ul>
      <p className={styles.divider}>간편 로그인</p>
      <SocialLoginButtons returnTo={target} keepLogin={keepLogin} />
      <GuestOrderRouteButton />
      <InfoModal
        open={notice !== null}
        message={notice ?? ''}
        onClose={() => {
          setNotice(null);
          finish();
        }}
      />
    </div>
  );
}
