import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { ProductionListPage } from '../production-list-page';

export const metadata: Metadata = { title: '제작 완료' };

/** /custom/admin/completion: orders whose production is finished (admins only). */
export default function CustomAdminCompletionPage({ searchParams }: { searchParams: SearchParams }) {
  return <ProductionListPage path="/custom/admin/completion" title="제작 완료" lead="제작을 마친 주문입니다." statuses={['completion']} searchParams={searchParams} />;
}
