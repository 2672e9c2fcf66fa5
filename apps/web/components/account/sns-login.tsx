'use client';
// /sns/login: the social login choices on their own page, with 자동 로그인.
import Link from '@/components/ui/link';
import { useState } from 'react';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { SocialLoginButtons } from './social-buttons';
import styles from './account.module.css';

export function SnsLogin({ redirect }: { redirect: string | null }) {
  const [keepLogin, setKeepLogin] = useState(false);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>간편 로그인</h1>
      <p className={styles.lead}>카카오나 네이버 계정으로 바로 로그인하세요. 처음이면 자동으로 가입됩니다.</p>
      <label className={styles.check}>
        <input type="checkbox" checked={keepLogin} onChange={(e) => setKeepLogin(e.target.checked)} /> 자동 로그인
      </label>
      <SocialLoginButtons returnTo={safeRedirectPath(redirect)} keepLogin={keepLogin} />
      <ul className={styles.links}>
        <li>
          <Link href="/login">아이디로 로그인</Link>
        </li>
        <li>
          <Link href="/member/member-register-agreement">회원가입</Link>
        </li>
      </ul>
    </div>
  );
}
