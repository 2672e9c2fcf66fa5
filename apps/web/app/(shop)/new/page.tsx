import type { Metadata } from 'next';
import { ProductListing } from '@/components/product/product-listing';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { firstParam, pageFrom, sortOptionFor } from '@/lib/catalogue/sort-options';

export const metadata: Metadata = { title: '신상품' };

/** New arrivals: the most recently registered first (RECENT_PRODUCT). */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return (
    <ProductListing
      title="신상품"
      basePath="/new"
      sort={sortOptionFor(firstParam(params.sort), 'recent')}
      page={pageFrom(params.page)}
      query={{}}
    />
  );
}
