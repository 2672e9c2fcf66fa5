import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isShopApiError, type SavedAddress } from '@courtside/core/api';
import { AddressForm } from '@/components/mypage/address-form';
import styles from '@/components/mypage/mypage.module.css';
import { requireMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';

export const metadata: Metadata = { title: '배송지 입력' };

const text = (value: string | string[] | undefined) => (typeof value === 'string' && value.length <= 200 ? value : undefined);

/** /address/edit/new adds an address; /address/edit/{addressNo} edits one. Query zonecode/roadAddress come back from /address/result. */
export default async function AddressEditPage({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { slug } = await params;
  const query = await searchParams;
  await requireMember(`/address/edit/${slug}`);
  let address: SavedAddress | null = null;
  if (slug !== 'new') {
    if (!/^\d{1,10}$/.test(slug)) notFound();
    try {
      address = await (await memberApi()).addresses.get(Number(slug));
    } catch (error) {
      if (isShopApiError(error) && error.status === 404) notFound();
      throw error;
    }
  }
  return (
    <div className={styles.bare}>
      <h1 className={styles.title}>{address ? '배송지 수정' : '새 배송지'}</h1>
      <AddressForm
        address={address}
        prefill={{ zonecode: text(query.zonecode), roadAddress: text(query.roadAddress), jibunAddress: text(query.jibunAddress) }}
        returnTo={text(query.return) ?? null}
      />
    </div>
  );
}
