// The terminal's custom screen reads the same production data (packages/pos-server's custom-orders.ts waits
// for a source): orders on the production line — requested, in production, finished — with the
// design pictures the terminal prints on its production sheet. Imported for its registration by
// lib/server/pos-runtime.ts.
import 'server-only';
import type { PosCustomOrderDetail, PosCustomOrderList, PosCustomOrderSummary, ProductionStatus } from '@courtside/core';
import { setCustomOrderSource, type CustomOrderSource } from '@courtside/pos-server';
import type { ProductionDeps } from './deps';
import { productionList, productionOrder } from './production-list';
import type { ProductionOrder } from './production-view';
import { productionDeps } from './runtime';

const ON_THE_LINE: readonly ProductionStatus[] = ['request', 'progress', 'completion'];

function onTheLine(order: ProductionOrder): ProductionStatus | null {
  return order.status === 'design' ? null : order.status;
}

export function posSummaryOf(order: ProductionOrder, status: ProductionStatus): PosCustomOrderSummary {
  const [first, ...rest] = order.items;
  return {
    orderNo: order.orderNo,
    orderedAt: order.orderYmdt ?? '',
    ordererName: order.ordererName,
    productName: `${first?.productName ?? '커스텀 상품'}${rest.length > 0 ? ` 외 ${rest.length}건` : ''}`,
    quantity: order.items.reduce((sum, item) => sum + item.orderCnt, 0),
    status,
    thumbnailUrl: first?.sides.find((side) => side.imageUrl !== null)?.imageUrl ?? null,
  };
}

export function posDetailOf(order: ProductionOrder, status: ProductionStatus): PosCustomOrderDetail {
  const first = order.items[0];
  const sides = (first?.sides ?? []).flatMap((side) => (side.imageUrl ? [{ side: side.side, imageUrl: side.imageUrl }] : []));
  const others = order.items.slice(1).map((item) => `${item.productName} × ${item.orderCnt} (${item.shapeLabel}, ${item.colorName})`);
  return {
    ...posSummaryOf(order, status),
    shape: first?.shapeLabel ?? '',
    colorName: first?.colorName ?? '',
    sides,
    note: [first ? `${first.kind === 'pod' ? '프로젝트' : '디자인 번호'} ${first.reference}` : null, ...others].filter((line): line is string => line !== null).join(' / ') || null,
  };
}

export function createPosCustomOrderSource(deps: () => Promise<ProductionDeps>): CustomOrderSource {
  return {
    async list(filter): Promise<PosCustomOrderList> {
      const page = await productionList(await deps(), { statuses: filter.status ? [filter.status] : ON_THE_LINE, pageNumber: filter.page, pageSize: filter.size });
      return {
        totalCount: page.totalCount,
        items: page.orders.flatMap((order) => {
          const status = onTheLine(order);
          return status ? [posSummaryOf(order, status)] : [];
        }),
      };
    },
    async detail(orderNo) {
      const order = await productionOrder(await deps(), orderNo);
      const status = order ? onTheLine(order) : null;
      return order && status ? posDetailOf(order, status) : null;
    },
  };
}

setCustomOrderSource(createPosCustomOrderSource(productionDeps));
