// The member's order for the detail pages: the order, or a 404 when it is not theirs or not there.
import 'server-only';
import { notFound } from 'next/navigation';
import { isShopApiError, type OrderDetail } from '@courtside/core';
import { memberApi } from '@/lib/server/shop';

export async function myOrder(orderNo: string): Promise<OrderDetail> {
  if (!/^\d{8,20}$/.test(orderNo)) notFound();
  try {
    return await (await memberApi()).orders.get(orderNo);
  } catch (error) {
    if (isShopApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
