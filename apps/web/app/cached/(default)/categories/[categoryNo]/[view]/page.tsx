import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryList, categoryTitle } from '@/components/catalogue/catalogue-lists';
import { parseListView } from '@/lib/catalogue/cached-views';
import { noPrebuiltParams } from '@/lib/server/catalogue/cached-route';

export const revalidate = 3600;
export const generateStaticParams = noPrebuiltParams;

type Props = { params: Promise<{ categoryNo: string; view: string }> };

const categoryNoOf = (raw: string): number | null => (/^\d{1,10}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const categoryNo = categoryNoOf((await params).categoryNo);
  const label = categoryNo === null ? null : await categoryTitle(categoryNo, true);
  return { title: label ?? '카테고리' };
}

/** /categories/{categoryNo} (pages 1–50), from Next's cache. */
export default async function CachedCategoryPage({ params }: Props) {
  const { categoryNo: raw, view } = await params;
  const categoryNo = categoryNoOf(raw);
  const parsed = parseListView(view);
  if (categoryNo === null || parsed === null) notFound();
  return <CategoryList categoryNo={categoryNo} sortKey={parsed.sortKey} page={parsed.page} cached />;
}
