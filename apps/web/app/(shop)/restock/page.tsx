import type { Metadata } from 'next';
import { ProductListing } from '@/components/product/product-listing';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { pageFrom, type SortOption } from '@/lib/catalogue/sort-options';

export const metadata: Metadata = { title: '재입고' };

// The platform has no restock date; a product put back on sale gets a new sale start date, so the
// latest sale starts come first and sold-out products stay hidden.
const restockOrder: SortOption = { key: 'restock', label: '재입고순', orderBy: 'SALE_YMD', direction: 'DESC' };

export default async function RestockPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return (
    <ProductListing
      title="재입고"
      basePath="/restock"
      sort={restockOrder}
      page={pageFrom(params.page)}
      query={{ soldout: false }}
      showSort={false}
      emptyText="재입고된 상품이 없습니다."
    />
  );
}
