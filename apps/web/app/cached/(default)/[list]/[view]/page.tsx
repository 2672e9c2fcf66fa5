import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogueList, isListName, LIST_SPECS } from '@/components/catalogue/catalogue-lists';
import { parseListView } from '@/lib/catalogue/cached-views';
import { noPrebuiltParams } from '@/lib/server/catalogue/cached-route';

export const revalidate = 3600;
export const generateStaticParams = noPrebuiltParams;

type Props = { params: Promise<{ list: string; view: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { list } = await params;
  return { title: isListName(list) ? LIST_SPECS[list].title : '상품' };
}

/** /best, /new, /restock (pages 1–50), from Next's cache. */
export default async function CachedListPage({ params }: Props) {
  const { list, view } = await params;
  const parsed = parseListView(view);
  if (!isListName(list) || parsed === null) notFound();
  return <CatalogueList name={list} sortKey={parsed.sortKey} page={parsed.page} cached />;
}
