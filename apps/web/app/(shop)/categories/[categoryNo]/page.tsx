import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryList, categoryTitle } from '@/components/catalogue/catalogue-lists';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { filtersFrom, hasFilters } from '@/lib/catalogue/listing-filters';
import { firstParam, pageFrom } from '@/lib/catalogue/sort-options';

interface Props {
  params: Promise<{ categoryNo: string }>;
  searchParams: SearchParams;
}

function categoryNoOf(raw: string): number | null {
  return /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const categoryNo = categoryNoOf((await params).categoryNo);
  const label = categoryNo === null ? null : await categoryTitle(categoryNo, false);
  return { title: label ?? '카테고리' };
}

/** A category past the cached pages, or filtered (app/cached/, lib/catalogue/cached-views.ts): rendered per request. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const categoryNo = categoryNoOf((await params).categoryNo);
  if (categoryNo === null) notFound();
  const query = await searchParams;
  const filters = filtersFrom(query);
  return <CategoryList categoryNo={categoryNo} sortKey={firstParam(query.sort)} page={pageFrom(query.page)} cached={false} {...(hasFilters(filters) ? { filters } : {})} />;
}
