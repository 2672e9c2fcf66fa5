import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NpayEntry } from '@/components/npay/npay-entry';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { npayEntryProps } from '@/lib/npay/npay-props';

export const metadata: Metadata = { title: '네이버페이 구매' };

/** /npay/mobile/{slug}: the same Naver Pay entry in the one-column mobile layout. */
export default async function NpayMobileProductPage({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: SearchParams }) {
  const props = await npayEntryProps((await params).slug, await searchParams);
  if (!props) notFound();
  return <NpayEntry {...props} />;
}
