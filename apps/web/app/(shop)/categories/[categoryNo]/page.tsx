import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductListing } from '@/components/product/product-listing';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { categoryLabel } from '@/lib/server/categories';
import { firstParam, pageFrom, sortOptionFor } from '@/lib/catalogue/sort-options';

interface Props {
  params: Promise<{ categoryNo: string }>;
  searchParams: SearchParams;
}

function categoryNoOf(raw: string): number | null {
  return /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const categoryNo = categoryNoOf((await params).categoryNo);
  const label = categoryNo === null ? null : await categoryLabel(categoryNo);
  return { title: label ?? '카테고리' };
}

/** /categories/{categoryNo}: the category's products (its sub-categories included), sortable, 30 a page. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const categoryNo = categoryNoOf((await params).categoryNo);
  if (categoryNo === null) notFound();
  const label = await categoryLabel(categoryNo);
  if (label === null) notFound();
  const query = await searchParams;
  return (
    <ProductListing
      title={label}
      basePath={`/categories/${categoryNo}`}
      sort={sortOptionFor(firstParam(query.sort))}
      page={pageFrom(query.page)}
      query={{ categoryNos: [categoryNo] }}
      emptyText="이 카테고리에 상품이 없습니다."
    />
  );
}
