'use client';
// The header's right side: cart link with its count, and login or my page / logout.
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { Suspense } from 'react';
import { cartPath } from '@/lib/cart/cart-path';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-state';
import { authActions } from '@/lib/session/auth-client';
import { useCartCount } from '@/components/use-cart-count';
import { useCurrentPath } from './last-page';
import styles from './site-header.module.css';

/** Logs out and goes home (the header and the mobile menu both offer it). */
export function useLogout(): () => Promise<void> {
  const auth = authActions();
  const router = useRouter();
  return async () => {
    await auth.logout();
    router.push('/');
    router.refresh();
  };
}

function LoginLinkHere() {
  return (
    <Link href={loginPathFor(useCurrentPath())} className={styles.accountLink}>
      로그인
    </Link>
  );
}

/** 로그인 with the current page as its return address (the previous-path guard). */
export function LoginLink() {
  return (
    <Suspense
      fallback={
        <Link href="/login" className={styles.accountLink}>
          로그인
        </Link>
      }
    >
      <LoginLinkHere />
    </Suspense>
  );
}

export function HeaderAccount() {
  const { count, loggedIn } = useCartCount();
  const hydrated = useAuthStore((state) => state.hydrated);
  const isAdmin = useAuthStore((state) => state.isAdmin);
  const logout = useLogout();

  return (
    // data-session-ready tells tests (and styles) when the stored session has been read back.
    <div className={styles.account} data-session-ready={hydrated ? 'true' : 'false'}>
      {hydrated && loggedIn && isAdmin && (
        <Link href="/custom/admin/list" className={`${styles.accountLink} ${styles.wideOnly}`}>
          관리자
        </Link>
      )}
      {hydrated && loggedIn ? (
        <>
          <Link href="/mypage/order" className={styles.accountLink}>
            마이페이지
          </Link>
          <button type="button" className={`${styles.accountLink} ${styles.wideOnly}`} onClick={() => void logout()}>
            로그아웃
          </button>
        </>
      ) : (
        <LoginLink />
      )}
      <Link href={cartPath(loggedIn)} className={styles.cart} aria-label={`장바구니, ${count}개 담김`} data-testid="header-cart">
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6h15l-1.5 9h-12z" />
          <path d="M6 6 5 3H2" />
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
        </svg>
        <span className={styles.badge} data-testid="header-cart-count">
          {count}
        </span>
      </Link>
    </div>
  );
}
