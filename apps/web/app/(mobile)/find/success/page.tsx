import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import styles from '@/components/account/account.module.css';
import button from '@/components/ui/button.module.css';

export const metadata: Metadata = { title: '비밀번호 변경 완료' };

export default function FindSuccessPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>비밀번호를 변경했습니다</h1>
      <p className={styles.lead}>새 비밀번호로 로그인해 주세요. 다른 기기에서는 자동으로 로그아웃되었습니다.</p>
      <Link href="/login" className={`${button.primary} ${styles.wide}`}>
        로그인하기
      </Link>
    </div>
  );
}
