import type { Metadata } from 'next';
import { LeaveForm } from '@/components/mypage/leave-form';
import { PageHead } from '@/components/mypage/page-head';
import styles from '@/components/mypage/mypage.module.css';

export const metadata: Metadata = { title: '회원 탈퇴' };

/** No guard (seed §2): a visitor is asked to log in on the page itself. */
export default function LeavePage() {
  return (
    <div className={styles.page}>
      <PageHead title="회원 탈퇴" lead="탈퇴하기 전에 아래 내용을 꼭 확인해 주세요." />
      <LeaveForm />
    </div>
  );
}
