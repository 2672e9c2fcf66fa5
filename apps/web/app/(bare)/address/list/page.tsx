import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AddressList } from '@/components/mypage/address-list';
import styles from '@/components/mypage/mypage.module.css';
import button from '@/components/ui/button.module.css';
import { requireMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';

export const metadata: Metadata = { title: '배송지 목록' };

/** No layout (seed §2): the address book on its own, for small screens and pop-ups. */
export default async function AddressListPage() {
  await requireMember('/address/list');
  const reply = await (await memberApi()).addresses.list();
  return (
    <div className={styles.bare}>
      <h1 className={styles.title}>배송지 목록</h1>
      <Link href="/address/edit/new?return=%2Faddress%2Flist" className={button.primary}>
        새 배송지 추가
      </Link>
      <AddressList reply={reply} editReturn="/address/list" />
      <Link href="/mypage/address">마이페이지로</Link>
    </div>
  );
}
