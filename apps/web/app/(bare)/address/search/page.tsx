import type { Metadata } from 'next';
import { AddressSearchPage } from '@/components/mypage/address-search-page';
import styles from '@/components/mypage/mypage.module.css';

export const metadata: Metadata = { title: '우편번호 검색' };

export default async function AddressSearchRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return (
    <div className={styles.bare}>
      <h1 className={styles.title}>우편번호 검색</h1>
      <AddressSearchPage returnTo={typeof query.return === 'string' ? query.return : '/address/edit/new'} />
    </div>
  );
}
