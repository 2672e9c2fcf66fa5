// The storefront header: logo, category links, search (a plain GET form, works before JS loads),
// and the account/cart island.
import Link from 'next/link';
import { categoryLinks } from '@/lib/navigation';
import { HeaderAccount } from './header-account';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

const shopLinks = [
  { href: '/best', label: '베스트' },
  { href: '/new', label: '신상품' },
  { href: '/restock', label: '재입고' },
] as const;

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        본문으로 건너뛰기
      </a>
      <div className={styles.inner}>
        <MobileMenu />
        <Link prefetch={false} href="/" className={styles.logo}>
          코트사이드
        </Link>
        <nav className={styles.nav} aria-label="주요 메뉴">
          <ul className={styles.navList}>
            {[...categoryLinks, ...shopLinks].map((link) => (
              <li key={link.href}>
                <Link prefetch={false} href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <form action="/search" method="get" role="search" className={styles.search}>
          <label htmlFor="site-search" className="visually-hidden">
            상품 검색
          </label>
          <input id="site-search" name="keyword" type="search" placeholder="상품을 검색해 보세요" className={styles.searchInput} />
          <button type="submit" className={styles.searchButton}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <span className="visually-hidden">검색</span>
          </button>
        </form>
        <HeaderAccount />
      </div>
    </header>
  );
}
