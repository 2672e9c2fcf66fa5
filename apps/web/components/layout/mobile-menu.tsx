'use client';
// The mobile menu: a disclosure button that opens the category, board and account links.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { accountLinks, boardLinks, categoryLinks } from '@/lib/navigation';
import { useAuthStore } from '@/lib/session/auth-store';
import { useLogout } from './header-account';
import styles from './site-header.module.css';

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const loggedIn = useAuthStore((s) => s.hydrated && s.session.status === 'active');
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const logout = useLogout();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className={styles.mobileMenu}>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls="mobile-menu-panel" onClick={() => setOpen((v) => !v)}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        <span className="visually-hidden">{open ? '메뉴 닫기' : '메뉴 열기'}</span>
      </button>
      {open && (
        <nav id="mobile-menu-panel" className={styles.mobilePanel} aria-label="모바일 메뉴">
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
                    <Link prefetch={false} href={link.href}>{link.label}</Link>
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
                    <Link prefetch={false} href="/custom/admin/list">관리자</Link>
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
      )}
    </div>
  );
}
