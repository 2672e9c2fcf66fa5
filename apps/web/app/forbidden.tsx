import Link from '@/components/ui/link';
import styles from '@/components/layout/not-found.module.css';

export default function Forbidden() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>접근 권한이 없습니다.</h1>
      <p className={styles.text}>관리자만 이용할 수 있는 페이지입니다.</p>
      <Link href="/" className={styles.home}>
        홈으로 가기
      </Link>
    </main>
  );
}
