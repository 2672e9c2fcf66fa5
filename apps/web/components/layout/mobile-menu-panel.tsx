'use client';
// The mobile menu's panel: category, board and account links (its code loads on the first open).
import Link from '@/components/ui/link';
import { accountLinks, boardLinks, categoryLinks } from '@/lib/navigation';
import { useAuthStore } from '@/lib/session/auth-state';
import { useLogout } from './header-account';
import styles from './site-header.module.css';

export default function MobileMenuPanel({ id }: { id: string }) {
  const loggedIn = useAuthStore((s) => s.hydrated && s.session.status === 'active');
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const logout = useLogout();
  return (
    <nav id={id} className={styles.mobilePanel} aria-label="모바일 메뉴">
      {[
        { title: '카테고리', links: categoryLinks },
        { title: '고객센터', links: boardLinks },
        { title: '마이페이지', links: accountLinks },
      ].map((group) => (
        <section key={group.title}>
          <h2 className={styles.mobileTitle}>{group.title}</h2>
          <ul className={styles.mobileList}>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {loggedIn && (
        // On a phone the header bar has room for 마이페이지 and the cart only: the rest is here.
        <section>
          <h2 className={styles.mobileTitle}>계정</h2>
          <ul className={styles.mobileList}>
            {isAdmin && (
              <li>
                <Link href="/custom/admin/list">관리자</Link>
              </li>
            )}
            <li>
              <button type="button" className={styles.mobileButton} onClick={() => void logout()}>
                로그아웃
              </button>
            </li>
          </ul>
        </section>
      )}
    </nav>
  );
}
