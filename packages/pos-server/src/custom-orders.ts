// Custom-product orders for the terminal's custom screen. The orders, designs and production status
// belong to the custom products work (issue 5); a source registers here when it lands. Until then
// the list is empty and every detail is "not found", which the terminal shows as such.
import type { PosCustomOrderDetail, PosCustomOrderList } from '@courtside/core';
import { posError } from './errors';

export interface CustomOrderSource {
  list(filter: { status?: 'request' | 'progress' | 'completion'; page: number; size: number }): Promise<PosCustomOrderList>;
  detail(orderNo: string): Promise<PosCustomOrderDetail | null>;
}

let source: CustomOrderSource | null = null;

export function setCustomOrderSource(next: CustomOrderSource | null): void {
  source = next;
}

export async function listCustomOrders(filter: { status?: 'request' | 'progress' | 'completion'; page: number; size: number }): Promise<PosCustomOrderList> {
  return source ? source.list(filter) : { items: [], totalCount: 0 };
}

export async function customOrderDetail(orderNo: string): Promise<PosCustomOrderDetail> {
  const found = source ? await source.detail(orderNo) : null;
  if (!found) throw posError('POS_CUSTOM_ORDER_NOT_FOUND');
  return found;
}
