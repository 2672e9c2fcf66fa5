'use client';
// /sns/sns-link: connect a provider to an existing mall account — log in with the id and password
// (if not yet), then go to the provider to link it.
import Link from 'next/link';
import { useState } from 'react';
import type { OpenIdProvider } from '@courtside/core';
import { useAuthActions } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { accountErrorMessage } from '@/lib/account/account-error';
import { SOCIAL_LABELS } from '@/lib/account/social';
import { useAuthStore } from '@/lib/session/auth-store';
import { useSocialStart } from './use-social-start';
import styles from './account.module.css';

export function SnsConnect({ provider }: { provider: OpenIdProvider | null }) {
  const auth = useAuthActions();
  const active = useAuthStore((s) => s.session.status === 'active');
  const hydrated = useAuthStore((s) => s.hydrated);
  const { start, pending, error: startError } = useSocialStart();
  const [memberId, setMemberId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!provider) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>소셜 계정 연결</h1>
        <p className={styles.lead}>연결할 서비스를 고르지 않았습니다.</p>
        <Link href="/sns/link" className={button.primary}>
          소셜 계정 연동 관리
        </Link>
      </div>
    );
  }
  const label = SOCIAL_LABELS[provider];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>기존 계정에 {label} 연결</h1>
      {!hydrated ? null : active ? (
        <>
          <p className={styles.lead}>{label} 로그인 화면으로 이동해 연결할 계정으로 로그인해 주세요.</p>
          <button type="button" className={provider === 'ncp_kakao' ? styles.kakao : styles.naver} disabled={pending !== null} onClick={() => void start(provider, 'link', { returnTo: '/sns/link' })}>
            {label} 계정 연결하기
          </button>
        </>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            setError(null);
            try {
              await auth.login(memberId.trim(), password, false);
            } catch (failure) {
              setError(accountErrorMessage(failure));
            } finally {
              setBusy(false);
            }
          }}
        >
          <p className={styles.lead}>먼저 기존 계정으로 로그인해 주세요.</p>
          <div className={styles.field}>
            <label htmlFor="connect-id">아이디</label>
            <input id="connect-id" autoComplete="username" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor="connect-password">비밀번호</label>
            <input id="connect-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <button type="submit" className={button.primary} disabled={busy}>
            로그인
          </button>
        </form>
      )}
      {(error ?? startError) && (
        <p className={styles.error} role="alert">
          {error ?? startError}
        </p>
      )}
    </div>
  );
}
