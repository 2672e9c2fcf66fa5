// The external order export (seed §3): the print-on-demand lines of paid orders in the partner's
// shape — orders[{orderCode, storeCustomerId, shippingAddress{…, nationCode KR}, orderEntries[…]}].
// The same document is downloaded from the admin list and sent through the pod adapter.
import type { PodOrderExport } from '@courtside/core/api';
import type { CustomLine } from './custom-lines';
import type { PlatformOrder } from './platform-orders';

export interface OrderExportDocument {
  orders: PodOrderExport[];
}

/** The shop's customer as the partner knows it: the member, or the guest order itself. */
export function storeCustomerIdOf(order: Pick<PlatformOrder, 'memberId' | 'orderNo'>): string {
  return order.memberId !== null ? `member:${order.memberId}` : `guest-order:${order.orderNo}`;
}

/** What one unit sold for before order-level coupons: sale price + option price − immediate discount. */
export function unitSellPrice(line: Pick<CustomLine['line'], 'salePrice' | 'addPrice' | 'immediateDiscountAmt'>): number {
  return Math.max(0, line.salePrice + line.addPrice - line.immediateDiscountAmt);
}

/** The partner's order for one platform order's pod lines, or null when it has none. */
export function podOrderExportOf(order: PlatformOrder, lines: readonly CustomLine[]): PodOrderExport | null {
  const entries = lines
    .filter((custom) => custom.kind === 'pod')
    .map((custom) => ({ projectId: custom.reference, quantity: custom.line.orderCnt, productSellPrice: unitSellPrice(custom.line) }));
  if (entries.length === 0) return null;
  const a = order.shippingAddress;
  return {
    orderCode: order.orderNo,
    storeCustomerId: storeCustomerIdOf(order),
    shippingAddress: {
      address: a.receiverAddress,
      addressDetail: a.receiverDetailAddress,
      nationCode: 'KR',
      // The partner takes digits only.
      phoneNumber: a.receiverContact1.replace(/\D/g, ''),
      postcode: a.receiverZipCd,
      recipient: a.receiverName,
    },
    orderEntries: entries,
  };
}

export function orderExportDocument(orders: readonly PodOrderExport[]): OrderExportDocument {
  return { orders: [...orders] };
}
