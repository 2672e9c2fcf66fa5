import Link from '@/components/ui/link';
import styles from './not-found.module.css';

/** The 404 page's body (seed text, two images): app/not-found.tsx and app/global-not-found.tsx. */
export function NotFoundView() {
  return (
    <main className={styles.page}>
      <div className={styles.images} aria-hidden="true">
        {/* lazy: React would otherwise preload these on every page (the boundary travels with each one). */}
        <img src="/images/not-found-ball.svg" alt="" width={120} height={120} loading="lazy" />
        <img src="/images/not-found-net.svg" alt="" width={160} height={120} loading="lazy" />
      </div>
      <h1 className={styles.title}>요청하신 페이지를 찾을 수 없습니다.</h1>
      <p className={styles.text}>
        입력하신 주소가 잘못되었거나, 페이지가 삭제되었을 수 있습니다.
        <br />
        주소를 다시 한 번 확인해 주세요.
      </p>
      <Link href="/" className={styles.home}>
        홈으로 가기
      </Link>
    </main>
  );
}
