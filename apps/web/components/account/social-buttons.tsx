'use client';
// Kakao / Naver login buttons (login page, /sns/login).
import { SOCIAL_LABELS, SOCIAL_PROVIDERS } from '@/lib/account/social';
import styles from './account.module.css';
import { useSocialStart } from './use-social-start';

export function SocialLoginButtons({ returnTo, keepLogin }: { returnTo: string; keepLogin: boolean }) {
  const { start, pending, error } = useSocialStart();
  return (
    <div className={styles.social}>
      {SOCIAL_PROVIDERS.map((provider) => (
        <button
          key={provider}
          type="button"
          className={provider === 'ncp_kakao' ? styles.kakao : styles.naver}
          disabled={pending !== null}
          onClick={() => void start(provider, 'login', { returnTo, keepLogin })}
        >
          {SOCIAL_LABELS[provider]}로 로그인
        </button>
      ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
