'use client';
// The header's right side: cart link with its count, and login — or, for a signed-in member, my page
// and logout (header-member.tsx, loaded only once there is a session).
import Link from '@/components/ui/link';
import { Suspense, lazy } from 'react';
import { cartPath } from '@/lib/cart/cart-path';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-state';
import { useCartCount } from '@/components/use-cart-count';
import { useCurrentPath } from './last-page';
import styles from './site-header.module.css';

const HeaderMember = lazy(() => import('./header-member'));

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

  return (
    // data-session-ready tells tests (and styles) when the stored session has been read back.
    <div className={styles.account} data-session-ready={hydrated ? 'true' : 'false'}>
      {hydrated && loggedIn ? (
        <Suspense fallback={null}>
          <HeaderMember />
        </Suspense>
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
