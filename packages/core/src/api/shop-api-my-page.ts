// The member's own lists: points, coupons, saved shipping addresses and liked products.
import { pathPart, type ShopRequester } from './shop-api-request.ts';
import type { PageQuery, Paged } from './shop-api-types.ts';
import type {
  AccumulationListQuery,
  AccumulationListReply,
  AccumulationSummary,
  AddressWriteRequest,
  CouponDownloadReply,
  CouponSummary,
  IssuableCoupon,
  LikeChange,
  LikedCountReply,
  LikedProductsReply,
  MyCoupon,
  MyCouponQuery,
  SavedAddress,
  ShippingAddressesReply,
} from './shop-api-my-page-types.ts';

export function createPointsApi(send: ShopRequester) {
  return {
    getSummary: () => send<AccumulationSummary>({ method: 'GET', path: '/profile/accumulations/summary' }),
    list: (query: AccumulationListQuery = {}) =>
      send<AccumulationListReply>({
        method: 'GET',
        path: '/profile/accumulations',
        query: { ...query, pageNumber: query.pageNumber ?? 1, hasTotalCount: query.hasTotalCount ?? true },
      }),
  };
}

export function createCouponsApi(send: ShopRequester) {
  return {
    listMine: (query: MyCouponQuery) => send<Paged<MyCoupon>>({ method: 'GET', path: '/coupons', query: { ...query } }),
    getSummary: () => send<CouponSummary>({ method: 'GET', path: '/coupons/summary' }),
    listIssuable: () => send<IssuableCoupon[]>({ method: 'GET', path: '/coupons/issuable' }),
    listIssuableForProduct: (productNo: number) =>
      send<IssuableCoupon[]>({ method: 'GET', path: `/coupons/products/${pathPart(productNo)}/issuable/coupons` }),
    download: (couponNo: number) =>
      send<CouponDownloadReply>({ method: 'POST', path: `/coupons/${pathPart(couponNo)}/download` }),
  };
}

export function createAddressesApi(send: ShopRequester) {
  const addressPath = (addressNo: number) => `/profile/shipping-addresses/${pathPart(addressNo)}`;
  return {
    list: () => send<ShippingAddressesReply>({ method: 'GET', path: '/profile/shipping-addresses' }),
    get: (addressNo: number) => send<SavedAddress>({ method: 'GET', path: addressPath(addressNo) }),
    create: (request: AddressWriteRequest) =>
      send<SavedAddress>({ method: 'POST', path: '/profile/shipping-addresses', body: request }),
    /** Answers the address as saved. */
    update: (addressNo: number, request: AddressWriteRequest) =>
      send<SavedAddress>({ method: 'PUT', path: addressPath(addressNo), body: request }),
    remove: (addressNo: number) => send<void>({ method: 'DELETE', path: addressPath(addressNo) }),
    setDefault: (addressNo: number) => send<SavedAddress>({ method: 'PUT', path: `${addressPath(addressNo)}/default` }),
  };
}

export function createLikesApi(send: ShopRequester) {
  const change = (productNos: readonly number[], like: 'Y' | 'N') =>
    send<LikeChange[]>({
      method: 'POST',
      path: '/profile/like-products',
      body: { items: productNos.map((productNo) => ({ productNo, like })) },
    });
  return {
    list: (query: PageQuery = {}) =>
      send<LikedProductsReply>({
        method: 'GET',
        path: '/profile/like-products',
        query: { ...query, pageNumber: query.pageNumber ?? 1, hasTotalCount: query.hasTotalCount ?? true },
      }),
    count: () => send<LikedCountReply>({ method: 'GET', path: '/profile/like-products/count' }),
    like: (productNos: readonly number[]) => change(productNos, 'Y'),
    unlike: (productNos: readonly number[]) => change(productNos, 'N'),
  };
}
