import type { Metadata } from 'next';
import { orderTrackerCounts } from '@courtside/core/machines';
import { reshapeOrderCard } from '@/lib/order/order-view';
import { OrderSummaryCard } from '@/components/mypage/order-summary-card';
import { OrderTracker } from '@/components/mypage/order-tracker';
import { PageHead } from '@/components/mypage/page-head';
import { PeriodFilter } from '@/components/mypage/period-filter';
import styles from '@/components/mypage/mypage.module.css';
import { Pagination } from '@/components/ui/pagination';
import { groupOf, listHref, pageOf, presetOf, rangeOf, type SearchParams } from '@/lib/mypage/list-params';
import { orderRequestTypesFor } from '@/lib/mypage/order-labels';
import { requireMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';

export const metadata: Metadata = { title: '주문내역' };

const PAGE_SIZE = 10;

export default async function MyOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireMember('/mypage/order');
  const params = await searchParams;
  const preset = presetOf(params, '3개월');
  const group = groupOf(params);
  const page = pageOf(params);
  const range = rangeOf(preset, Date.now());
  const api = await memberApi();
  const [summary, list] = await Promise.all([
    api.orders.getOptionStatusSummary(range),
    api.orders.list({ ...range, orderRequestTypes: orderRequestTypesFor(group), pageNumber: page, pageSize: PAGE_SIZE }),
  ]);
  const query = { period: preset, status: group ?? undefined };

  return (
    <div className={styles.page}>
      <PageHead title="주문내역" lead="주문하신 상품의 결제, 배송, 취소 상태를 확인하세요." />
      <PeriodFilter pathname="/mypage/order" current={query} preset={preset} range={range} />
      <OrderTracker counts={orderTrackerCounts({ ...summary })} current={group} query={query} />
      {list.items.length === 0 ? (
        <p className={styles.empty}>조회 기간에 주문 내역이 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {list.items.map((order) => (
            <OrderSummaryCard key={order.orderNo} order={reshapeOrderCard(order)} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalCount={list.totalCount} pageSize={PAGE_SIZE} hrefFor={(n) => listHref('/mypage/order', query, { page: n })} label="주문내역 페이지" />
    </div>
  );
}
