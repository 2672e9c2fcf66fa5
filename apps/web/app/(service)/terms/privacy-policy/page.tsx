import type { Metadata } from 'next';
import { BoardHead } from '@/components/board/board-head';
import { TermsBody } from '@/components/modals/terms-body';
import styles from '@/components/board/board.module.css';
import { PRIVACY_POLICY } from '@/lib/account/terms-text';

export const metadata: Metadata = { title: '개인정보처리방침' };

export default function PrivacyPolicyPage() {
  return (
    <div className={styles.page}>
      <BoardHead title={PRIVACY_POLICY.title} />
      <TermsBody document={PRIVACY_POLICY} headingLevel={2} contents />
    </div>
  );
}
