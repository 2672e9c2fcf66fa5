// Buying calls: the member cart, pricing the guest cart, order sheets and payment reservation, then
// the member's orders, cancel/return claims and purchase confirmation, and the guest order lookup.
import { pathPart, type ShopRequester } from './shop-api-request.ts';
import type {
  CartAddItem,
  CartReply,
  CartUpdateItem,
  CountReply,
  GuestCartItem,
  OrderSheetCalculateReply,
  OrderSheetCalculateRequest,
  OrderSheetCreateReply,
  OrderSheetCreateRequest,
  OrderSheetReply,
  PaymentReserveReply,
  PaymentReserveRequest,
  CashReceiptRequest,
} from './shop-api-checkout-types.ts';
import type {
  CashReceiptResult,
  CancelRequest,
  ClaimPriceInfo,
  ClaimReply,
  ClaimResult,
  EstimateQuery,
  ExchangeRequest,
  GuestOrderLoginReply,
  GuestOrderLoginRequest,
  OptionCancelRequest,
  OrderDetail,
  OrderListQuery,
  OrderListReply,
  OrderRequestType,
  OrderStatusSummary,
  ReturnRequest,
} from './shop-api-order-types.ts';

/** The several-options cancel is served under version 1.1. */
const multiOptionCancelVersion = '1.1';

export function createCartApi(send: ShopRequester) {
  return {
    get: (options: { divideInvalidProducts?: boolean } = {}) =>
      send<CartReply>({ method: 'GET', path: '/cart', query: { divideInvalidProducts: options.divideInvalidProducts } }),
    /** The number on the cart badge. */
    count: () => send<CountReply>({ method: 'GET', path: '/cart/count' }),
    add: (items: readonly CartAddItem[]) => send<CountReply>({ method: 'POST', path: '/cart', body: items }),
    /** Changes quantities and inputs; the option itself cannot be changed (204). */
    update: (items: readonly CartUpdateItem[]) => send<void>({ method: 'PUT', path: '/cart', body: items }),
    remove: (cartNos: readonly number[]) =>
      send<CountReply>({ method: 'DELETE', path: '/cart', query: { cartNo: cartNos } }),
    /** Prices the guest cart kept on the device; nothing is stored on the platform. */
    calculateGuest: (items: readonly GuestCartItem[]) =>
      send<CartReply>({ method: 'POST', path: '/guest/cart', body: items }),
  };
}

export function createCheckoutApi(send: ShopRequester) {
  const sheetPath = (orderSheetNo: string) => `/order-sheets/${pathPart(orderSheetNo)}`;
  return {
    createOrderSheet: (request: OrderSheetCreateRequest) =>
      send<OrderSheetCreateReply>({ method: 'POST', path: '/order-sheets', body: request }),
    getOrderSheet: (orderSheetNo: string, options: { includeMemberAddress?: boolean } = {}) =>
      send<OrderSheetReply>({
        method: 'GET',
        path: sheetPath(orderSheetNo),
        query: { includeMemberAddress: options.includeMemberAddress },
      }),
    calculateOrderSheet: (orderSheetNo: string, request: OrderSheetCalculateRequest) =>
      send<OrderSheetCalculateReply>({ method: 'POST', path: `${sheetPath(orderSheetNo)}/calculate`, body: request }),
    /** Reserves the payment; the payment page then takes over and returns to `clientReturnUrl`. */
    reservePayment: (request: PaymentReserveRequest) =>
      send<PaymentReserveReply>({ method: 'POST', path: '/payments/reserve', body: request }),
  };
}

export function createOrdersApi(send: ShopRequester) {
  const optionPath = (orderOptionNo: number) => `/profile/order-options/${pathPart(orderOptionNo)}`;
  return {
    list: (query: OrderListQuery = {}) =>
      send<OrderListReply>({
        method: 'GET',
        path: '/profile/orders',
        query: { ...query, pageNumber: query.pageNumber ?? 1, hasTotalCount: query.hasTotalCount ?? true },
      }),
    get: (orderNo: string, orderRequestType?: OrderRequestType) =>
      send<OrderDetail>({ method: 'GET', path: `/profile/orders/${pathPart(orderNo)}`, query: { orderRequestType } }),
    getStatusSummary: (query: { startYmd?: string; endYmd?: string } = {}) =>
      send<OrderStatusSummary>({ method: 'GET', path: '/profile/orders/summary/status', query: { ...query } }),
    /** 현금영수증 on a cash-paid order: ask, change (an issued one is issued again), cancel. */
    requestCashReceipt: (orderNo: string, request: CashReceiptRequest) =>
      send<CashReceiptResult>({ method: 'POST', path: `/profile/orders/${pathPart(orderNo)}/cashReceipt`, body: request }),
    changeCashReceipt: (orderNo: string, request: CashReceiptRequest) =>
      send<CashReceiptRequest>({ method: 'PUT', path: `/profile/orders/${pathPart(orderNo)}/cashReceipt`, body: request }),
    cancelCashReceipt: (orderNo: string) =>
      send<CashReceiptResult>({ method: 'POST', path: `/profile/orders/${pathPart(orderNo)}/cashReceipt/cancel` }),
    /** Cancels the whole order (204). */
    cancelOrder: (orderNo: string, request: CancelRequest) =>
      send<void>({
        method: 'POST',
        path: `/profile/orders/${pathPart(orderNo)}/claims/cancel`,
        body: { claimType: 'CANCEL', ...request },
      }),
    cancelOption: (orderOptionNo: number, request: OptionCancelRequest) =>
      send<ClaimReply>({
        method: 'POST',
        path: `${optionPath(orderOptionNo)}/claims/cancel`,
        body: { claimType: 'CANCEL', ...request },
      }),
    requestReturn: (orderOptionNo: number, request: ReturnRequest) =>
      send<ClaimReply>({
        method: 'POST',
        path: `${optionPath(orderOptionNo)}/claims/return`,
        body: { claimType: 'RETURN', ...request },
      }),
    confirmPurchase: (orderOptionNo: number) => send<void>({ method: 'PUT', path: `${optionPath(orderOptionNo)}/confirm` }),
    /** The my-page badges: counts per status, one per order option. */
    getOptionStatusSummary: (query: { startYmd?: string; endYmd?: string } = {}) =>
      send<OrderStatusSummary>({ method: 'GET', path: '/profile/order-options/summary/status', query: { ...query } }),
    ...claimCalls(send, '/profile'),
    /** The PG's sales slip for a paid order. */
    paymentReceiptUrl: (orderNo: string) => send<{ url: string }>({ method: 'GET', path: `/profile/orders/${pathPart(orderNo)}/payment-receipt-url` }),
  };
}

/**
 * The claim calls members (/profile) and guests (/guest, with their guestToken) share: the refund
 * estimate, several-option cancel and return, exchange, the claim's result, and withdrawing it.
 */
function claimCalls(send: ShopRequester, prefix: '/profile' | '/guest') {
  const auth = (guestToken?: string) => (prefix === '/guest' ? { withGuestToken: true, guestToken } : {});
  return {
    estimate: (query: EstimateQuery, guestToken?: string) =>
      send<ClaimPriceInfo>({ method: 'POST', path: `${prefix}/claims/estimate`, body: { ...query, productCnt: 0 }, ...auth(guestToken) }),
    cancelOptions: (options: readonly { orderProductOptionNo: number; productCnt: number }[], request: CancelRequest, guestToken?: string) =>
      send<ClaimReply>({
        method: 'POST',
        path: `${prefix}/claims/cancel`,
        version: multiOptionCancelVersion,
        body: { claimType: 'CANCEL', refundsImmediately: true, saveBankAccountInfo: false, ...request, claimedProductOptions: options },
        ...auth(guestToken),
      }),
    requestExchange: (orderOptionNo: number, request: ExchangeRequest, guestToken?: string) =>
      send<ClaimReply>({ method: 'POST', path: `${prefix}/order-options/${pathPart(orderOptionNo)}/claims/exchange`, body: { claimType: 'EXCHANGE', ...request }, ...auth(guestToken) }),
    claimResult: (claimNo: number, guestToken?: string) => send<ClaimResult>({ method: 'GET', path: `${prefix}/claims/${pathPart(claimNo)}/result`, ...auth(guestToken) }),
    withdrawClaim: (claimNo: number, guestToken?: string) => send<void>({ method: 'PUT', path: `${prefix}/claims/${pathPart(claimNo)}/withdraw`, ...auth(guestToken) }),
  };
}

/**
 * The guest's order calls. After `login`, each call carries the guestToken it answered: pass it as
 * `guestToken`, or leave it out to use the client's token source.
 */
export function createGuestOrdersApi(send: ShopRequester) {
  const orderPath = (orderNo: string) => `/guest/orders/${pathPart(orderNo)}`;
  const optionPath = (orderOptionNo: number) => `/guest/order-options/${pathPart(orderOptionNo)}`;
  return {
    /** Answers the order and the `guestToken` the next guest calls must carry. */
    login: (orderNo: string, request: GuestOrderLoginRequest) =>
      send<GuestOrderLoginReply>({ method: 'POST', path: orderPath(orderNo), body: request }),
    get: (orderNo: string, orderRequestType?: OrderRequestType, guestToken?: string) =>
      send<OrderDetail>({ method: 'GET', path: orderPath(orderNo), query: { orderRequestType }, withGuestToken: true, guestToken }),
    requestCashReceipt: (orderNo: string, request: CashReceiptRequest, guestToken?: string) =>
      send<CashReceiptResult>({ method: 'POST', path: `${orderPath(orderNo)}/cashReceipt`, body: request, withGuestToken: true, guestToken }),
    changeCashReceipt: (orderNo: string, request: CashReceiptRequest, guestToken?: string) =>
      send<CashReceiptRequest>({ method: 'PUT', path: `${orderPath(orderNo)}/cashReceipt`, body: request, withGuestToken: true, guestToken }),
    /** Cancels the whole order (204). */
    cancelOrder: (orderNo: string, request: CancelRequest, guestToken?: string) =>
      send<void>({
        method: 'POST',
        path: `${orderPath(orderNo)}/claims/cancel`,
        body: { claimType: 'CANCEL', ...request },
        withGuestToken: true,
        guestToken,
      }),
    cancelOption: (orderOptionNo: number, request: OptionCancelRequest, guestToken?: string) =>
      send<ClaimReply>({
        method: 'POST',
        path: `${optionPath(orderOptionNo)}/claims/cancel`,
        body: { claimType: 'CANCEL', ...request },
        withGuestToken: true,
        guestToken,
      }),
    requestReturn: (orderOptionNo: number, request: ReturnRequest, guestToken?: string) =>
      send<ClaimReply>({
        method: 'POST',
        path: `${optionPath(orderOptionNo)}/claims/return`,
        body: { claimType: 'RETURN', ...request },
        withGuestToken: true,
        guestToken,
      }),
    confirmPurchase: (orderOptionNo: number, guestToken?: string) =>
      send<void>({ method: 'PUT', path: `${optionPath(orderOptionNo)}/confirm`, withGuestToken: true, guestToken }),
    ...claimCalls(send, '/guest'),
  };
}
