// The three production lists (all custom orders, in production, finished) are one server page with
// different status sets: admin guard first, then the orders read from the platform and the own DB.
import { isSalesChannel } from '@courtside/core/design';
import { type ProductionStep } from '@courtside/core/machines';
import { ExportActions } from '@/components/production/export-actions';
import { ProductionCards } from '@/components/production/production-cards';
import { ProductionFilters } from '@/components/production/production-filters';
import styles from '@/components/production/production.module.css';
import { Pagination } from '@/components/ui/pagination';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { requireAdmin } from '@/lib/server/guards';
import { PlatformUnavailableError } from '@/lib/server/production/platform-orders';
import { productionList, type ProductionPage } from '@/lib/server/production/production-list';
import { productionDeps } from '@/lib/server/production/runtime';

const PAGE_SIZE = 20;

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export interface ProductionListPageProps {
  path: string;
  title: string;
  lead: string;
  /** The statuses this list shows; an admin may narrow to one of them. */
  statuses: readonly ProductionStep[];
  searchParams: SearchParams;
  /** Offer the external order export (the full list). */
  exportable?: boolean;
}

export async function ProductionListPage({ path, title, lead, statuses, searchParams, exportable = false }: ProductionListPageProps) {
  await requireAdmin(path);
  const params = await searchParams;
  const statusParam = one(params.status);
  const status = statuses.find((s) => s === statusParam) ?? '';
  const salesChannelParam = one(params.salesChannel);
  const salesChannel = isSalesChannel(salesChannelParam) ? salesChannelParam : '';
  const keyword = one(params.keyword).slice(0, 100);
  const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(one(params.page), 10) || 1));

  let page: ProductionPage | null = null;
  try {
    page = await productionList(await productionDeps(), {
      statuses: status ? [status] : statuses,
      salesChannel: salesChannel || undefined,
      keyword,
      pageNumber,
      pageSize: PAGE_SIZE,
    });
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    console.error('[production] platform unavailable', error);
  }

  const hrefFor = (target: number) => {
    const query = new URLSearchParams({ ...(status && { status }), ...(salesChannel && { salesChannel }), ...(keyword && { keyword }), page: String(target) });
    return `${path}?${query.toString()}`;
  };
  const podOrders = page?.orders.filter((o) => o.items.some((i) => i.kind === 'pod')).map((o) => o.orderNo) ?? [];

  return (
    <section aria-labelledby="production-title">
      <h1 id="production-title" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      <ProductionFilters action={path} statuses={statuses} values={{ status, salesChannel, keyword }} />
      {page === null ? (
        <p className={styles.error} role="alert">
          주문 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
        </p>
      ) : page.orders.length === 0 ? (
        <p className={styles.empty}>조건에 맞는 커스텀 주문이 없습니다.</p>
      ) : (
        <>
          {exportable && <ExportActions key={podOrders.join(',')} orderNos={podOrders} />}
          <p className={styles.count}>총 {page.totalCount}건</p>
          <ProductionCards orders={page.orders} />
          <Pagination page={pageNumber} totalCount={page.totalCount} pageSize={PAGE_SIZE} hrefFor={hrefFor} label="커스텀 주문 페이지" />
        </>
      )}
    </section>
  );
}
