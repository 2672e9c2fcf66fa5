// The storefront header: logo, category links, search (a plain GET form that works before JS loads,
// with suggestions once it runs),
// and the account/cart island.
import Link from '@/components/ui/link';
import { categoryLinks } from '@/lib/navigation';
import { HeaderAccount } from './header-account';
import { HeaderSearchIsland, MobileMenuIsland } from './chrome-islands';
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
        <MobileMenuIsland />
        <Link href="/" className={styles.logo}>
          코트사이드
        </Link>
        <nav className={styles.nav} aria-label="주요 메뉴">
          <ul className={styles.navList}>
            {[...categoryLinks, ...shopLinks].map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearchIsland />
        <HeaderAccount />
      </div>
    </header>
  );
}
