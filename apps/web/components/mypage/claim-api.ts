'use client';
// The claim calls for whoever is looking at the order: the member (their token) or a guest (the
// guestToken the lookup answered). The dialogs do not need to know which.
import type { CancelRequest, OptionCancelRequest, ReturnRequest, ShopApiClient } from '@courtside/core';

export type OrderViewer = { kind: 'member' } | { kind: 'guest'; guestToken: string };

export interface ClaimApi {
  cancelOrder(orderNo: string, request: CancelRequest): Promise<void>;
  cancelOption(orderOptionNo: number, request: OptionCancelRequest): Promise<unknown>;
  requestReturn(orderOptionNo: number, request: ReturnRequest): Promise<unknown>;
  confirmPurchase(orderOptionNo: number): Promise<void>;
}

export function claimApiFor(shopApi: ShopApiClient, viewer: OrderViewer): ClaimApi {
  if (viewer.kind === 'member') return shopApi.orders;
  const token = viewer.guestToken;
  return {
    cancelOrder: (orderNo, request) => shopApi.guestOrders.cancelOrder(orderNo, request, token),
    cancelOption: (no, request) => shopApi.guestOrders.cancelOption(no, request, token),
    requestReturn: (no, request) => shopApi.guestOrders.requestReturn(no, request, token),
    confirmPurchase: (no) => shopApi.guestOrders.confirmPurchase(no, token),
  };
}
