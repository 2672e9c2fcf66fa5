// The design layout's header: the logo back to the shop, the page's name, and the account/cart
// island, nothing that pulls the shopper away from the design in progress.
import Link from '@/components/ui/link';
import { HeaderAccount } from '@/components/layout/header-account';
import styles from './design-header.module.css';

export function DesignHeader() {
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        본문으로 건너뛰기
      </a>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo}>
          코트사이드
        </Link>
        <span className={styles.title}>커스텀 디자인</span>
        <HeaderAccount />
      </div>
    </header>
  );
}
