'use client';
// /sns/sns-link: connect a provider to an existing mall account — log in with the id and password
// (if not yet), then go to the provider to link it.
import Link from '@/components/ui/link';
import { useState } from 'react';
import type { OpenIdProvider } from '@courtside/core/api';
import { useAuthActions } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { ActionForm, Field, FormButtons, FormError, useAction } from '@/components/ui/form';
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
  const action = useAction();

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
        <ActionForm
          className={styles.form}
          onSubmit={() => action.run(() => auth.login(memberId.trim(), password, false))}
          actions={<FormButtons className={styles.actions} submitLabel="로그인" busy={action.busy} />}
        >
          <p className={styles.lead}>먼저 기존 계정으로 로그인해 주세요.</p>
          <Field id="connect-id" label="아이디">
            <input id="connect-id" autoComplete="username" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
          </Field>
          <Field id="connect-password" label="비밀번호">
            <input id="connect-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
        </ActionForm>
      )}
      <FormError error={action.error ?? startError} />
    </div>
  );
}
