import type { Metadata } from 'next';
import { BoardHead } from '@/components/board/board-head';
import { TermsBody } from '@/components/modals/terms-body';
import styles from '@/components/board/board.module.css';
import { TERMS_OF_USE } from '@/lib/account/terms-text';

export const metadata: Metadata = { title: '이용약관' };

export default function TermsOfUsePage() {
  return (
    <div className={styles.page}>
      <BoardHead title={TERMS_OF_USE.title} />
      <TermsBody document={TERMS_OF_USE} headingLevel={2} contents />
    </div>
  );
}
