import type { Metadata } from 'next';
import { InfoModify } from '@/components/mypage/info-modify';
import { PageHead } from '@/components/mypage/page-head';
import styles from '@/components/mypage/mypage.module.css';
import { requireMember } from '@/lib/server/guards';

export const metadata: Metadata = { title: '회원정보 수정' };

export default async function InfoModifyPage() {
  const { profile } = await requireMember('/mypage/info/modify');
  return (
    <div className={styles.page}>
      <PageHead title="회원정보 수정" />
      <InfoModify profile={profile} />
    </div>
  );
}
