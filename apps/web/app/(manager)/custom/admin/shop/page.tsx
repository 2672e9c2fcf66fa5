import type { Metadata } from 'next';
import { ShopProfileForm } from '@/components/admin/shop-profile-form';
import { requireAdmin } from '@/lib/server/guards';
import { readShopProfile } from '@courtside/pos-server';
import { posDeps } from '@/lib/server/pos-runtime';

export const metadata: Metadata = { title: '매장 정보' };
export const dynamic = 'force-dynamic';

/** /custom/admin/shop: the shop's details every counter receipt prints (admins only). */
export default async function ShopProfilePage() {
  await requireAdmin('/custom/admin/shop');
  const current = await readShopProfile((await posDeps()).db);
  return (
    <section aria-labelledby="shop-profile-title">
      <h1 id="shop-profile-title">매장 정보</h1>
      <p>매장 단말기의 판매·환불 영수증과 정산 리포트에 인쇄되는 정보입니다. 저장하면 각 단말기가 다음 동기화 때 받아 갑니다.</p>
      <ShopProfileForm initial={current.profile} />
    </section>
  );
}
