import type { Metadata } from 'next';
import { SearchPage } from '@/components/product/search-page';
import type { SearchParams } from '@/lib/catalogue/page-props';

export const metadata: Metadata = { title: '상품 검색' };

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  return <SearchPage basePath="/product/search" params={await searchParams} />;
}
