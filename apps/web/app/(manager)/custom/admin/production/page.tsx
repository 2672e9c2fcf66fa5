import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { ProductionListPage } from '../production-list-page';

export const metadata: Metadata = { title: '제작 진행' };

/** /custom/admin/production: orders requested for production or being made (admins only). */
export default function CustomAdminProductionPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ProductionListPage
      path="/custom/admin/production"
      title="제작 진행"
      lead="제작 요청을 받았거나 제작 중인 주문입니다."
      statuses={['request', 'progress']}
      searchParams={searchParams}
    />
  );
}
