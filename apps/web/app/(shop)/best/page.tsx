import type { Metadata } from 'next';
import { ProductListing } from '@/components/product/product-listing';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { firstParam, pageFrom, sortOptionFor } from '@/lib/catalogue/sort-options';

export const metadata: Metadata = { title: '베스트' };

/** Best sellers: the most sold first (SALE_CNT), other sorts on request. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return (
    <ProductListing
      title="베스트"
      basePath="/best"
      sort={sortOptionFor(firstParam(params.sort), 'sales')}
      page={pageFrom(params.page)}
      query={{}}
    />
  );
}
