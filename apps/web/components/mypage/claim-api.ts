'use client';
// The claim calls for whoever is looking at the order: the member (their token) or a guest (the
// guestToken the lookup answered). The dialogs do not need to know which.
import type {
  CancelRequest,
  ClaimPriceInfo,
  ClaimReply,
  EstimateQuery,
  ExchangeRequest,
  OptionCancelRequest,
  ProductOptionsReply,
  ReturnRequest,
  ShopApiClient,
} from '@courtside/core/api';

export type OrderViewer = { kind: 'member' } | { kind: 'guest'; guestToken: string };

export interface ClaimApi {
  cancelOrder(orderNo: string, request: CancelRequest): Promise<void>;
  cancelOption(orderOptionNo: number, request: OptionCancelRequest): Promise<unknown>;
  cancelOptions(options: readonly { orderProductOptionNo: number; productCnt: number }[], request: CancelRequest): Promise<ClaimReply>;
  requestReturn(orderOptionNo: number, request: ReturnRequest): Promise<unknown>;
  requestExchange(orderOptionNo: number, request: ExchangeRequest): Promise<ClaimReply>;
  estimate(query: EstimateQuery): Promise<ClaimPriceInfo>;
  withdrawClaim(claimNo: number): Promise<void>;
  confirmPurchase(orderOptionNo: number): Promise<void>;
  /** The options an exchange may pick from (the catalogue, no token needed). */
  productOptions(productNo: number): Promise<ProductOptionsReply>;
}

export function claimApiFor(shopApi: ShopApiClient, viewer: OrderViewer): ClaimApi {
  const productOptions = (productNo: number) => shopApi.products.getOptions(productNo);
  if (viewer.kind === 'member') {
    const o = shopApi.orders;
    return {
      cancelOrder: o.cancelOrder, cancelOption: o.cancelOption, cancelOptions: (l, r) => o.cancelOptions(l, r), requestReturn: o.requestReturn,
      requestExchange: (n, r) => o.requestExchange(n, r), estimate: (q) => o.estimate(q), withdrawClaim: (n) => o.withdrawClaim(n),
      confirmPurchase: o.confirmPurchase, productOptions,
    };
  }
  const token = viewer.guestToken;
  const g = shopApi.guestOrders;
  return {
    cancelOrder: (orderNo, request) => g.cancelOrder(orderNo, request, token),
    cancelOption: (no, request) => g.cancelOption(no, request, token),
    cancelOptions: (lines, request) => g.cancelOptions(lines, request, token),
    requestReturn: (no, request) => g.requestReturn(no, request, token),
    requestExchange: (no, request) => g.requestExchange(no, request, token),
    estimate: (query) => g.estimate(query, token),
    withdrawClaim: (claimNo) => g.withdrawClaim(claimNo, token),
    confirmPurchase: (no) => g.confirmPurchase(no, token),
    productOptions,
  };
}
