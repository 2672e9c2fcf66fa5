import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { ProductionListPage } from '../production-list-page';

export const metadata: Metadata = { title: '커스텀 주문 관리' };

/** /custom/admin/list: every paid custom order, any production status (admins only). */
export default function CustomAdminListPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ProductionListPage
      path="/custom/admin/list"
      title="커스텀 주문 관리"
      lead="결제가 끝난 커스텀 댐프너와 주문제작 상품 주문입니다. 주문을 눌러 디자인을 확인하고 제작 상태를 바꾸세요."
      statuses={['design', 'request', 'progress', 'completion']}
      searchParams={searchParams}
      exportable
    />
  );
}
