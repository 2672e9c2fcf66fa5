import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AddressList } from '@/components/mypage/address-list';
import { PageHead } from '@/components/mypage/page-head';
import styles from '@/components/mypage/mypage.module.css';
import button from '@/components/ui/button.module.css';
import { requireMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';

export const metadata: Metadata = { title: '배송지 관리' };

export default async function MyAddressesPage() {
  await requireMember('/mypage/address');
  const reply = await (await memberApi()).addresses.list();
  return (
    <div className={styles.page}>
      <PageHead title="배송지 관리" lead="자주 쓰는 배송지를 저장해 두면 주문할 때 바로 고를 수 있습니다.">
        <Link href="/address/edit/new?return=%2Fmypage%2Faddress" className={button.primary}>
          새 배송지 추가
        </Link>
      </PageHead>
      <AddressList reply={reply} editReturn="/mypage/address" />
    </div>
  );
}
