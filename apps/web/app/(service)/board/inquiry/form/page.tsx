import type { Metadata } from 'next';
import { BoardHead } from '@/components/board/board-head';
import { PersonalInquiryForm } from '@/components/board/personal-inquiry-form';
import styles from '@/components/board/board.module.css';
import { boardConfig } from '@/lib/server/boards';
import { requireMember } from '@/lib/server/guards';

export const metadata: Metadata = { title: '1:1 문의하기' };

export default async function PersonalInquiryFormPage() {
  await requireMember('/board/inquiry/form');
  const config = await boardConfig('inquiry');
  return (
    <div className={styles.page}>
      <BoardHead title="1:1 문의하기" lead="문의 내용은 작성자와 고객센터만 볼 수 있습니다." />
      <PersonalInquiryForm boardNo={config?.boardNo ?? 'inquiry'} categories={config?.categories ?? []} />
    </div>
  );
}
