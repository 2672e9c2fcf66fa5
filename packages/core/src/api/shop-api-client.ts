// The Shop API client: one requester (headers, tokens, errors) shared by a group of typed calls per
// domain. Callers pass the real `fetch` and a token source; tests pass fakes.
import { createShopRequester, type ShopApiClientConfig } from './shop-api-request.ts';
import { createAuthApi, createMembersApi } from './shop-api-members.ts';
import { createBoardsApi, createInquiriesApi, createProductsApi, createRestockApi, createReviewsApi } from './shop-api-catalogue.ts';
import { createCartApi, createCheckoutApi, createGuestOrdersApi, createOrdersApi } from './shop-api-orders.ts';
import { createAddressesApi, createCouponsApi, createLikesApi, createPointsApi } from './shop-api-my-page.ts';

export function createShopApiClient(config: ShopApiClientConfig) {
  const send = createShopRequester(config);
  return {
    auth: createAuthApi(send),
    members: createMembersApi(send),
    products: createProductsApi(send),
    restock: createRestockApi(send),
    reviews: createReviewsApi(send),
    inquiries: createInquiriesApi(send),
    boards: createBoardsApi(send),
    cart: createCartApi(send),
    checkout: createCheckoutApi(send),
    orders: createOrdersApi(send),
    guestOrders: createGuestOrdersApi(send),
    points: createPointsApi(send),
    coupons: createCouponsApi(send),
    addresses: createAddressesApi(send),
    likes: createLikesApi(send),
  };
}

export type ShopApiClient = ReturnType<typeof createShopApiClient>;
