'use client';
// /find/id/success: the masked ids the verified phone or e-mail belongs to.
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import type { FoundMemberId } from '@courtside/core/api';
import button from '@/components/ui/button.module.css';
import { ymdtDot } from '@/lib/community/community-text';
import { loadFoundIds } from '@/lib/account/find-session';
import { SOCIAL_LABELS, providerOf } from '@/lib/account/social';
import styles from './account.module.css';

export function FoundIds() {
  const [found, setFound] = useState<FoundMemberId[] | null>(null);
  useEffect(() => setFound(loadFoundIds(window.sessionStorage)), []);
  if (found === null) return null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>아이디 찾기 결과</h1>
      {found.length === 0 ? (
        <p className={styles.lead}>찾은 아이디가 없습니다. 아이디 찾기를 다시 진행해 주세요.</p>
      ) : (
        <div className={styles.result}>
          <p>입력하신 정보로 가입된 아이디입니다.</p>
          <ul className={styles.resultList}>
            {found.map((account) => (
              <li key={`${account.id}-${account.joinYmdt}`}>
                <span className={styles.resultId} data-testid="found-id">
                  {account.id}
                </span>{' '}
                <span className={styles.hint}>가입일 {ymdtDot(account.joinYmdt)}</span>
                {account.providers.length > 0 && (
                  <p className={styles.hint}>
                    간편 로그인: {account.providers.map((name) => { const provider = providerOf(name); return provider ? SOCIAL_LABELS[provider] : name; }).join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <Link href="/login" className={button.primary}>
          로그인하기
        </Link>
        <Link href="/find?tab=password" className={button.outline}>
          비밀번호 찾기
        </Link>
      </div>
    </div>
  );
}
