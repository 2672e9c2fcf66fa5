import type { Metadata } from 'next';
import { CatalogueList } from '@/components/catalogue/catalogue-lists';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { firstParam, pageFrom } from '@/lib/catalogue/sort-options';

export const metadata: Metadata = { title: '재입고' };

/** /restock past the cached pages (app/cached/, lib/catalogue/cached-views.ts): rendered per request. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return <CatalogueList name="restock" sortKey={firstParam(params.sort)} page={pageFrom(params.page)} cached={false} />;
}
