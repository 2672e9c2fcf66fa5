// Custom orders for the production screens: paid platform orders holding custom lines, joined with
// their production records, filtered by status, sales channel and keyword, newest first. The
// platform is read page by page up to MAX_SCANNED_ORDERS (a shop's custom orders, not its whole
// order book: the platform filters by the custom products first).
import type { CustomAdminReply, CustomProductionItem, PodProject } from '@courtside/core/api';
import type { ProductionStep } from '@courtside/core/machines';
import { findDesignReferences, type DesignReference } from '@/lib/server/designs/design-references';
import { withChannelToken } from '@/lib/server/pod/service';
import { customLinesOf, type CustomLine } from './custom-lines';
import type { ProductionDeps } from './deps';
import type { PlatformOrder } from './platform-orders';
import { productionHistory, productionRecord, productionRecords } from './production-store';
import { productionOrderOf, type Lookups, type ProductionOrder } from './production-view';

export const PLATFORM_PAGE_SIZE = 200;
export const MAX_SCANNED_ORDERS = 5000;

export interface ProductionFilter {
  statuses?: readonly ProductionStep[];
  salesChannel?: string;
  keyword?: string;
  pageNumber: number;
  pageSize: number;
}

export interface ProductionPage {
  totalCount: number;
  orders: ProductionOrder[];
}

interface CustomOrder {
  order: PlatformOrder;
  lines: CustomLine[];
}

async function customOrders(deps: ProductionDeps): Promise<CustomOrder[]> {
  const productNos = await deps.customProductNos();
  const found: CustomOrder[] = [];
  for (let page = 1; (page - 1) * PLATFORM_PAGE_SIZE < MAX_SCANNED_ORDERS; page++) {
    const reply = await deps.platform.listPaidOrders(productNos, page, PLATFORM_PAGE_SIZE);
    for (const order of reply.items) {
      const lines = customLinesOf(order);
      if (lines.length > 0) found.push({ order, lines });
    }
    if (reply.items.length < PLATFORM_PAGE_SIZE || page * PLATFORM_PAGE_SIZE >= reply.totalCount) break;
  }
  return found;
}

/** The designs and pod projects behind these lines, in two lookups (not one per line). */
export async function lookupsFor(deps: ProductionDeps, lines: readonly CustomLine[]): Promise<Lookups> {
  const designRefs = lines.filter((l) => l.kind === 'dampener').map((l) => l.reference);
  const projectIds = lines.filter((l) => l.kind === 'pod').map((l) => l.reference);
  const designs: Map<string, DesignReference> =
    designRefs.length > 0 ? await findDesignReferences(deps.db, designRefs) : new Map();
  let projects = new Map<string, PodProject>();
  if (projectIds.length > 0) {
    try {
      const found = await withChannelToken(deps.pod, (provider, token) => provider.findProjects(token, projectIds));
      projects = new Map(found.map((p) => [p.projectId, p]));
    } catch (error) {
      // Production still lists the order (with the cart's editor image) while the partner is away.
      console.error('[production] pod projects unavailable', error);
    }
  }
  return { designs, projects };
}

function matchesKeyword(entry: CustomOrder, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (k === '') return true;
  const haystack = [entry.order.orderNo, entry.order.orderer.ordererName, entry.order.shippingAddress.receiverName, entry.order.memberId ?? '', ...entry.lines.map((l) => l.reference)];
  return haystack.some((value) => value.toLowerCase().includes(k));
}

export async function productionList(deps: ProductionDeps, filter: ProductionFilter): Promise<ProductionPage> {
  const all = await customOrders(deps);
  const records = await productionRecords(deps.db, all.map((e) => e.order.orderNo));
  const matching = all.filter((entry) => {
    const record = records.get(entry.order.orderNo);
    if (!record) return false;
    if (filter.statuses && filter.statuses.length > 0 && !filter.statuses.includes(record.status)) return false;
    if (filter.salesChannel && record.salesChannel !== filter.salesChannel) return false;
    return matchesKeyword(entry, filter.keyword ?? '');
  });
  const start = (filter.pageNumber - 1) * filter.pageSize;
  const pageEntries = matching.slice(start, start + filter.pageSize);
  const lookups = await lookupsFor(deps, pageEntries.flatMap((e) => e.lines));
  return {
    totalCount: matching.length,
    orders: pageEntries.flatMap((entry) => {
      const record = records.get(entry.order.orderNo);
      return record ? [productionOrderOf(entry.order, entry.lines, record, lookups)] : [];
    }),
  };
}

/** One custom order with its history, or null when the platform has no such paid custom order. */
export async function productionOrder(deps: ProductionDeps, orderNo: string): Promise<ProductionOrder | null> {
  const order = await deps.platform.getOrder(orderNo);
  if (!order || !order.paid) return null;
  const lines = customLinesOf(order);
  if (lines.length === 0) return null;
  const [record, history, lookups] = await Promise.all([productionRecord(deps.db, orderNo), productionHistory(deps.db, orderNo), lookupsFor(deps, lines)]);
  return productionOrderOf(order, lines, record, lookups, history);
}

/** GET /api/custom/admin's reply (core's shape): one item per custom line. */
export function toAdminReply(page: ProductionPage): CustomAdminReply {
  const items: CustomProductionItem[] = page.orders.flatMap((order) =>
    order.items.map((item) => ({
      orderNo: order.orderNo,
      orderOptionNo: item.orderOptionNo,
      productName: item.productName,
      orderCnt: item.orderCnt,
      orderYmdt: order.orderYmdt,
      ordererName: order.ordererName,
      kind: item.kind,
      memberId: order.memberId,
      create_time: order.updatedAt ?? order.orderYmdt ?? '',
      status: order.status,
      sales_channel: order.salesChannel,
      shape_type: item.shape ?? 'circle',
      cushion_color: item.colorName,
      image_count: item.imageCount,
      front_draft_url: item.sides[0]?.imageUrl ?? '',
      back_draft_url: item.sides[1]?.imageUrl ?? null,
    })),
  );
  return { totalCount: page.totalCount, items };
}
