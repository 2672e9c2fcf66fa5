// What every Shop API call carries (platform headers, the member's token where it belongs, the guest
// token on guest order calls) and how replies and failures come back.
import { describe, expect, it } from 'vitest';
import { createShopApiClient } from './shop-api-client.ts';
import { isShopApiError, ShopApiError } from './shop-api-error.ts';
import { isDisplayRequest, type ShopApiTokens } from './shop-api-request.ts';
import { createFakeFetch, type FakeFetch } from './testing/fake-fetch.ts';
import type { FetchLike } from './fetch-types.ts';

function clientWith(tokens: ShopApiTokens, options: { version?: string; baseUrl?: string } = {}) {
  const fake = createFakeFetch();
  const api = createShopApiClient({
    baseUrl: options.baseUrl ?? 'http://shop.test',
    clientId: 'courtside-local',
    platform: 'MOBILE_WEB',
    ...(options.version === undefined ? {} : { version: options.version }),
    fetch: fake.fetch,
    tokens,
  });
  return { api, fake };
}

const member: ShopApiTokens = { getAccessToken: () => 'member-token' };

describe('platform headers', () => {
  it('sends Version, clientId and platform on every call', async () => {
    const { api, fake } = clientWith({ getAccessToken: () => null });
    await api.products.get(1);
    expect(fake.single().headers).toEqual({ Version: '1.0', clientId: 'courtside-local', platform: 'MOBILE_WEB' });
  });

  it('uses the configured version, and the per-call versions over it', async () => {
    const { api, fake } = clientWith(member, { version: '1.1' });
    await api.cart.get();
    await api.reviews.list(1);
    expect(fake.requests.map((r) => r.headers.Version)).toEqual(['1.1', '2.0']);
  });

  it('ignores a trailing slash on the base URL', async () => {
    const { api, fake } = clientWith(member, { baseUrl: 'http://shop.test/' });
    await api.cart.get();
    expect(fake.single().url).toBe('http://shop.test/cart');
  });
});

describe('accessToken', () => {
  it('goes with member calls', async () => {
    const { api, fake } = clientWith(member);
    await api.cart.get();
    await api.members.getProfile();
    await api.reviews.list(1);
    await api.inquiries.list(1);
    await api.boards.createArticle(280047, { articleTitle: 't', articleContent: 'c' });
    expect(fake.requests.map((r) => r.headers.accessToken)).toEqual(Array(5).fill('member-token'));
  });

  it('waits for the tokens to be ready, so a call made while the session is read back carries it', async () => {
    let token: string | null = null;
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const { api, fake } = clientWith({ getAccessToken: () => token, ready: () => ready });
    const sent = api.cart.get();
    await Promise.resolve();
    expect(fake.requests).toHaveLength(0);
    token = 'member-token';
    markReady();
    await sent;
    expect(fake.single().headers.accessToken).toBe('member-token');
  });

  it('is left off the catalogue reads', async () => {
    const { api, fake } = clientWith(member);
    await api.products.get(1);
    await api.products.getOptions(1);
    await api.products.getOptionsOf([1, 2]);
    await api.products.search({ keywords: '댐프너' });
    await api.products.searchBrands();
    await api.products.getCategories();
    await api.reviews.listPhotos(1);
    await api.boards.getConfigurations();
    await api.boards.listArticles('notice');
    await api.boards.getArticle(272902, 1);
    expect(fake.requests).toHaveLength(10);
    for (const request of fake.requests) expect(request.headers).not.toHaveProperty('accessToken');
  });

  it('is left off everything while disabled, and comes back when enabled again', async () => {
    let disabled = true;
    const { api, fake } = clientWith({ getAccessToken: () => 'stale-token', isAccessTokenDisabled: () => disabled });
    await api.cart.get();
    disabled = false;
    await api.cart.get();
    expect(fake.requests.map((r) => r.headers.accessToken)).toEqual([undefined, 'stale-token']);
  });

  it('is read on every call, so a login is seen without rebuilding the client', async () => {
    let token: string | null = null;
    const { api, fake } = clientWith({ getAccessToken: () => token });
    await api.cart.get();
    token = 'fresh-token';
    await api.cart.get();
    expect(fake.requests.map((r) => r.headers.accessToken)).toEqual([undefined, 'fresh-token']);
  });

  it('goes with board reads made as the member: my 1:1 inquiries and my secret article', async () => {
    const { api, fake } = clientWith(member);
    await api.boards.listMyArticles('inquiry');
    await api.boards.getArticle('inquiry', 3, { asMember: true });
    expect(fake.requests.map((r) => r.headers.accessToken)).toEqual(['member-token', 'member-token']);
  });

  it('is not sent when empty', async () => {
    const { api, fake } = clientWith({ getAccessToken: () => '' });
    await api.cart.get();
    expect(fake.single().headers).not.toHaveProperty('accessToken');
  });
});

describe('guestToken', () => {
  const guest: ShopApiTokens = { getAccessToken: () => null, getGuestToken: () => 'guest-token' };

  it('goes with the guest order lookup when given', async () => {
    const { api, fake } = clientWith(guest);
    await api.guestOrders.get('202401010000001');
    expect(fake.single().headers.guestToken).toBe('guest-token');
  });

  it('stays off other calls, including the guest login that issues a new one', async () => {
    const { api, fake } = clientWith(guest);
    await api.guestOrders.login('202401010000001', { password: 'pw' });
    await api.cart.calculateGuest([]);
    await api.products.get(1);
    for (const request of fake.requests) expect(request.headers).not.toHaveProperty('guestToken');
  });

  it('uses the token a call is given over the source, on every guest order call', async () => {
    const { api, fake } = clientWith(guest);
    await api.guestOrders.get('1', undefined, 'page-token');
    await api.guestOrders.cancelOrder('1', { claimReasonType: 'CHANGE_MIND' }, 'page-token');
    await api.guestOrders.cancelOption(9, { claimReasonType: 'CHANGE_MIND', productCnt: 1 }, 'page-token');
    await api.guestOrders.requestReturn(9, { claimReasonType: 'DEFECTIVE_PRODUCT', productCnt: 1, returnWayType: 'SELLER_COLLECT' }, 'page-token');
    await api.guestOrders.confirmPurchase(9, 'page-token');
    await api.guestOrders.confirmPurchase(9);
    expect(fake.requests.map((r) => r.headers.guestToken)).toEqual([
      'page-token', 'page-token', 'page-token', 'page-token', 'page-token', 'guest-token',
    ]);
  });

  it('is not sent when there is none', async () => {
    const noGuestSource = clientWith({ getAccessToken: () => null });
    await noGuestSource.api.guestOrders.get('1');
    const noGuestYet = clientWith({ getAccessToken: () => null, getGuestToken: () => null });
    await noGuestYet.api.guestOrders.get('1');
    expect(noGuestSource.fake.single().headers).not.toHaveProperty('guestToken');
    expect(noGuestYet.fake.single().headers).not.toHaveProperty('guestToken');
  });
});

describe('isDisplayRequest', () => {
  it.each([
    ['GET', '/products/search', true],
    ['GET', '/products/options', true],
    ['GET', '/products/1001', true],
    ['GET', '/products/1001/options', true],
    ['GET', '/products/1001/photo-reviews', true],
    ['GET', '/categories', true],
    ['GET', '/display/brands/search', true],
    ['GET', '/boards/notice/articles', true],
    ['GET', '/products/1001/product-reviews', false],
    ['GET', '/products/1001/inquiries', false],
    ['POST', '/products/1001/product-reviews', false],
    ['POST', '/boards/280047/articles', false],
    ['GET', '/categoriesx', false],
    ['GET', '/cart', false],
  ] as const)('%s %s → %s', (method, path, display) => {
    expect(isDisplayRequest(method, path)).toBe(display);
  });
});

describe('replies', () => {
  it('answers undefined for 204 and for an empty 200', async () => {
    const { api, fake } = clientWith(member);
    fake.reply({ status: 204, text: '' }, { status: 200, text: '  ' });
    await expect(api.cart.update([{ cartNo: 1, orderCnt: 2 }])).resolves.toBeUndefined();
    await expect(api.auth.logout()).resolves.toBeUndefined();
  });

  it('answers the parsed JSON body', async () => {
    const { api, fake } = clientWith(member);
    fake.reply({ json: { orderSheetNo: '202401010000001' } });
    await expect(api.checkout.createOrderSheet({ products: [] })).resolves.toEqual({ orderSheetNo: '202401010000001' });
  });
});

describe('errors', () => {
  async function failure(fake: FakeFetch, run: () => Promise<unknown>): Promise<ShopApiError> {
    const error: unknown = await run().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isShopApiError(error)).toBe(true);
    expect(fake.requests.length).toBeGreaterThan(0);
    return error as ShopApiError;
  }

  it('carries the platform error body', async () => {
    const { api, fake } = clientWith(member);
    fake.reply({
      status: 400,
      json: {
        timestamp: '2024-01-01T00:00:00',
        path: 'POST /oauth/token',
        status: 400,
        error: 'Bad Request',
        code: 'M0306',
        key: 'login:court01',
        message: '아이디 또는 비밀번호가 일치하지 않습니다.',
      },
    });
    const error = await failure(fake, () => api.auth.login({ memberId: 'court01', password: 'wrong' }));
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ShopApiError');
    expect({ status: error.status, code: error.code, message: error.message, key: error.key, path: error.path }).toEqual({
      status: 400,
      code: 'M0306',
      message: '아이디 또는 비밀번호가 일치하지 않습니다.',
      key: 'login:court01',
      path: 'POST /oauth/token',
    });
  });

  it('names the call and falls back for what the body lacks', async () => {
    const { api, fake } = clientWith(member);
    fake.reply({ status: 401, json: { message: '로그인이 필요합니다.', code: '' } }, { status: 409, json: { code: 'C0409' } });
    const noCode = await failure(fake, () => api.cart.get());
    expect([noCode.status, noCode.code, noCode.message, noCode.path, noCode.key]).toEqual([
      401,
      'HTTP_ERROR',
      '로그인이 필요합니다.',
      'GET /cart',
      null,
    ]);
    const noMessage = await failure(fake, () => api.cart.get());
    expect([noMessage.code, noMessage.message]).toEqual(['C0409', '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.']);
  });

  it('turns a non-JSON error page into HTTP_ERROR with the status kept', async () => {
    const { api, fake } = clientWith(member);
    fake.reply({ status: 502, text: '<html>Bad Gateway</html>' }, { status: 500, json: ['not', 'an', 'object'] }, { status: 503, json: null });
    for (const status of [502, 500, 503]) {
      const error = await failure(fake, () => api.products.search());
      expect([error.status, error.code, error.message]).toEqual([status, 'HTTP_ERROR', '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.']);
    }
  });

  it('turns a refused connection or a cut-off body into NETWORK with status 0', async () => {
    const { api, fake } = clientWith(member);
    const refused = new TypeError('fetch failed');
    fake.reply({ networkError: refused }, { status: 200, bodyError: new Error('socket hang up') });
    const offline = await failure(fake, () => api.cart.get());
    expect([offline.status, offline.code, offline.path]).toEqual([0, 'NETWORK', 'GET /cart']);
    expect(offline.message).toContain('네트워크');
    expect(offline.cause).toBe(refused);
    const cutOff = await failure(fake, () => api.cart.get());
    expect([cutOff.status, cutOff.code]).toEqual([0, 'NETWORK']);
  });

  it('turns a success status with a body that is not JSON into INVALID_RESPONSE', async () => {
    const { api, fake } = clientWith(member);
    fake.reply({ status: 200, text: 'OK' });
    const error = await failure(fake, () => api.cart.get());
    expect([error.status, error.code]).toEqual([200, 'INVALID_RESPONSE']);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('is told apart from other errors', () => {
    expect(isShopApiError(new Error('x'))).toBe(false);
    expect(isShopApiError({ status: 400, code: 'M0306', message: 'x' })).toBe(false);
    expect(isShopApiError(new ShopApiError({ status: 400, code: 'M0306', message: 'x' }))).toBe(true);
  });
});

describe('FetchLike', () => {
  it('accepts the platform fetch as it is', () => {
    // A compile-time check as much as a runtime one: the real fetch must fit without a cast.
    const real: FetchLike = fetch;
    expect(typeof real).toBe('function');
  });
});
