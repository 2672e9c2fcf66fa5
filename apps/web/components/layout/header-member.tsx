'use client';
// The header's links for a signed-in member (관리자 for admins, 마이페이지, 로그아웃), and the logout
// the mobile menu shares: header-account.tsx loads this only once a session is there, so a visitor's
// page carries none of it.
import { useRouter } from 'next/navigation';
import Link from '@/components/ui/link';
import { useAuthStore } from '@/lib/session/auth-state';
import { authActions } from '@/lib/session/auth-client';
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

export default function HeaderMember() {
  const isAdmin = useAuthStore((state) => state.isAdmin);
  const logout = useLogout();
  return (
    <>
      {isAdmin && (
        <Link href="/custom/admin/list" className={`${styles.accountLink} ${styles.wideOnly}`}>
          관리자
        </Link>
      )}
      <Link href="/mypage/order" className={styles.accountLink}>
        마이페이지
      </Link>
      <button type="button" className={`${styles.accountLink} ${styles.wideOnly}`} onClick={() => void logout()}>
        로그아웃
      </button>
    </>
  );
}
