// The logic behind /api/custom/admin (admins only; the route checks): the production list in core's
// reply shape, one step along request → progress → completion recorded with who and when, and the
// external order export (download and send through the pod adapter).
import { SALES_CHANNELS } from '@courtside/core/design';
import { type CustomProductionMoveReply, type CustomSalesChannelRequest, type PodOrderExportReply } from '@courtside/core/api';
import { type ProductionStep } from '@courtside/core/machines';
import { z } from 'zod';
import { RouteError } from '@/lib/server/api-route';
import { exportPodOrders } from '@/lib/server/pod/service';
import { customLinesOf } from './custom-lines';
import type { ProductionDeps } from './deps';
import { orderExportDocument, podOrderExportOf, type OrderExportDocument } from './order-export';
import { PlatformUnavailableError, type PlatformOrder } from './platform-orders';
import { productionList, toAdminReply } from './production-list';
import { markExported, moveProduction, setSalesChannel } from './production-store';

export const MAX_ADMIN_PAGE_SIZE = 100;

const stepValues = ['design', 'request', 'progress', 'completion'] as const satisfies readonly ProductionStep[];

export const adminListQuery = z.object({
  status: z.enum(stepValues).optional(),
  salesChannel: z.string().trim().min(1).max(40).optional(),
  keyword: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE_SIZE).default(20),
});

export const moveBody = z.object({
  orderNo: z.string().trim().regex(/^[0-9A-Za-z-]{1,40}$/),
  status: z.enum(['request', 'progress', 'completion']),
});

export const channelBody = z.object({
  orderNo: z.string().trim().regex(/^[0-9A-Za-z-]{1,40}$/),
  salesChannel: z.enum(SALES_CHANNELS),
});

const orderNoList = z
  .array(z.string().trim().regex(/^[0-9A-Za-z-]{1,40}$/))
  .min(1)
  .max(100);

export const exportBody = z.object({ orderNos: orderNoList });

/** Platform outages become a Korean 502 with a code, not an error page. */
export async function fromPlatform<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PlatformUnavailableError) {
      throw new RouteError(502, 'PLATFORM_UNAVAILABLE', '주문 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
    throw error;
  }
}

export async function adminList(deps: ProductionDeps, query: z.infer<typeof adminListQuery>) {
  const page = await fromPlatform(() =>
    productionList(deps, {
      statuses: query.status ? [query.status] : [],
      salesChannel: query.salesChannel,
      keyword: query.keyword,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    }),
  );
  return toAdminReply(page);
}

function customOrderNotFound(): RouteError {
  return new RouteError(404, 'CUSTOM_ORDER_NOT_FOUND', '결제된 커스텀 주문을 찾을 수 없습니다.');
}

async function paidCustomOrder(deps: ProductionDeps, orderNo: string): Promise<PlatformOrder> {
  const order = await fromPlatform(() => deps.platform.getOrder(orderNo));
  if (!order || !order.paid || customLinesOf(order).length === 0) throw customOrderNotFound();
  return order;
}

export async function adminMove(deps: ProductionDeps, adminMemberId: string, body: z.infer<typeof moveBody>): Promise<CustomProductionMoveReply> {
  await paidCustomOrder(deps, body.orderNo);
  const result = await moveProduction(deps.db, body.orderNo, body.status, adminMemberId, deps.now());
  if (!result.ok) throw new RouteError(409, result.code, result.message);
  const status = result.record.status;
  // The machine only moves to one of the three steps; 'design' cannot come back from a move.
  if (status === 'design') throw new RouteError(409, 'PRODUCTION_STATUS_UNCHANGED');
  return { orderNo: body.orderNo, status, updatedBy: adminMemberId, updatedAt: result.record.updatedAt ?? deps.now().toISOString() };
}

export async function adminSetChannel(deps: ProductionDeps, adminMemberId: string, body: z.infer<typeof channelBody>): Promise<CustomSalesChannelRequest> {
  await paidCustomOrder(deps, body.orderNo);
  await setSalesChannel(deps.db, body.orderNo, body.salesChannel, adminMemberId, deps.now());
  return { orderNo: body.orderNo, salesChannel: body.salesChannel };
}

/** The export document of these orders' print-on-demand lines (orders without any are left out). */
export async function exportDocument(deps: ProductionDeps, orderNos: readonly string[]): Promise<OrderExportDocument> {
  const exports = [];
  for (const orderNo of [...new Set(orderNos)]) {
    const order = await paidCustomOrder(deps, orderNo);
    const shaped = podOrderExportOf(order, customLinesOf(order));
    if (shaped) exports.push(shaped);
  }
  return orderExportDocument(exports);
}

export interface ExportSendReply extends PodOrderExportReply {
  /** Orders that had print-on-demand lines to send. */
  sent: number;
}

export async function sendExport(deps: ProductionDeps, adminMemberId: string, orderNos: readonly string[]): Promise<ExportSendReply> {
  const document = await exportDocument(deps, orderNos);
  if (document.orders.length === 0) throw new RouteError(400, 'POD_NOTHING_TO_EXPORT', '보낼 주문제작 상품이 없습니다.');
  const reply = await exportPodOrders(deps.pod, document.orders);
  await markExported(deps.db, reply.accepted, adminMemberId, deps.now());
  return { accepted: reply.accepted, sent: document.orders.length };
}
