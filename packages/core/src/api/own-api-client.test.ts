// The own server's routes: method, path, query and body of each call, the two-step upload, and how
// its `{code, message}` errors come back.
import { describe, expect, it } from 'vitest';
import { createOwnApiClient, type OwnApiClient } from './own-api-client.ts';
import { isOwnApiError, OwnApiError } from './own-api-error.ts';
import { createFakeFetch, type FakeFetch } from './testing/fake-fetch.ts';

interface CallCase {
  name: string;
  call: (api: OwnApiClient) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
}

const design = { shape_type: 'circle', cushion_color: 'black', front_draft_url: 'https://img/f.png', image_count: 1 };

const cases: CallCase[] = [
  { name: 'get cookie', call: (a) => a.getCookie(), method: 'POST', url: '/api/get-cookie' },
  { name: 'set cookie', call: (a) => a.setCookie({ key: 'token-abc', keyType: 'SHOP_KEY' }), method: 'POST', url: '/api/set-cookie', body: { key: 'token-abc', keyType: 'SHOP_KEY' } },
  { name: 'list designs', call: (a) => a.dampeners.list('court01'), method: 'GET', url: '/api/custom/dampener?memberId=court01' },
  { name: 'save design', call: (a) => a.dampeners.create('court01', design), method: 'POST', url: '/api/custom/dampener?memberId=court01', body: { dampenerPostData: design } },
  { name: 'edit design', call: (a) => a.dampeners.update('court01', { dampenerPatchData: { cushion_color: 'red' }, createTime: '2024-01-01T00:00:00.000Z' }), method: 'PATCH', url: '/api/custom/dampener?memberId=court01', body: { dampenerPatchData: { cushion_color: 'red' }, createTime: '2024-01-01T00:00:00.000Z' } },
  { name: 'delete design', call: (a) => a.dampeners.remove('court01', '2024-01-01T00:00:00.000Z'), method: 'DELETE', url: '/api/custom/dampener?memberId=court01', body: { createTime: '2024-01-01T00:00:00.000Z' } },
  { name: 'production list', call: (a) => a.listCustomProduction({ status: 'progress', salesChannel: 'courtside', pageNumber: 2 }), method: 'GET', url: '/api/custom/admin?status=progress&salesChannel=courtside&pageNumber=2' },
  { name: 'production list, everything', call: (a) => a.listCustomProduction(), method: 'GET', url: '/api/custom/admin' },
  { name: 'store pod token', call: (a) => a.pod.setToken({ access_token: 'at', expires_in: 3600, refresh_token: 'rt' }), method: 'POST', url: '/api/pod/set-token', body: { access_token: 'at', expires_in: 3600, refresh_token: 'rt' } },
  { name: 'pod token expiry', call: (a) => a.pod.checkTokenExpiry(), method: 'POST', url: '/api/pod/token-expiry-check' },
  { name: 'pod admin authorisation', call: (a) => a.pod.authorizeAdmin(), method: 'POST', url: '/api/pod/admin' },
  { name: 'pod channel products', call: (a) => a.pod.listChannelProducts({ pageNo: 1, pageSize: 20 }), method: 'GET', url: '/api/pod/admin?url=%2Fchannel-products%3FpageNo%3D1%26pageSize%3D20' },
  { name: 'pod design templates', call: (a) => a.pod.listDesignTemplates('cp 1'), method: 'GET', url: '/api/pod/admin?url=%2Fchannel-products%2Fcp%25201%2Fdesign-templates' },
  { name: 'pod variants', call: (a) => a.pod.listVariants('cp1'), method: 'GET', url: '/api/pod/admin?url=%2Fchannel-products%2Fcp1%2Fvariants' },
  { name: 'pod options', call: (a) => a.pod.listOptions('cp1'), method: 'GET', url: '/api/pod/admin?url=%2Fchannel-products%2Fcp1%2Foptions' },
  { name: 'pod variant', call: (a) => a.pod.getVariant('cp1', 'v9'), method: 'GET', url: '/api/pod/admin?url=%2Fchannel-products%2Fcp1%2Fvariants%2Fv9' },
  { name: 'pod user authorisation', call: (a) => a.pod.authorizeUser(), method: 'POST', url: '/api/pod/user', body: { type: 'authorize' } },
  { name: 'pod guest authorisation', call: (a) => a.pod.authorizeUser({ guestUserIdentifier: 'g-1' }), method: 'POST', url: '/api/pod/user', body: { type: 'authorize', guestUserIdentifier: 'g-1' } },
  { name: 'pod projects', call: (a) => a.pod.listProjects(), method: 'POST', url: '/api/pod/user', body: { type: 'projects' } },
  { name: 'pod guest projects', call: (a) => a.pod.listProjects({ guestUserIdentifier: 'g-1' }), method: 'POST', url: '/api/pod/user', body: { type: 'projects', guestUserIdentifier: 'g-1' } },
  { name: 'pod editor save', call: (a) => a.pod.saveEditorDocument({ designTemplateId: 'dt1', document: { text: '코트' }, thumbnail: 'https://img/t.png', guestUserIdentifier: 'g-1' }), method: 'POST', url: '/api/pod/user', body: { type: 'editor', designTemplateId: 'dt1', document: { text: '코트' }, thumbnail: 'https://img/t.png', guestUserIdentifier: 'g-1' } },
  { name: 'pod product variant', call: (a) => a.pod.lookupProductVariant(100203), method: 'GET', url: '/api/pod/admin?url=%2Fproduct-pod%2F100203' },
  { name: 'shop profile', call: (a) => a.shopProfile(), method: 'GET', url: '/api/admin/shop-profile' },
  { name: 'shop profile save', call: (a) => a.saveShopProfile({ name: '코트사이드', representative: '김코트', businessNumber: '220-81-62517', address: '서울', phone: '02-1234-5678' }), method: 'PUT', url: '/api/admin/shop-profile', body: { name: '코트사이드', representative: '김코트', businessNumber: '220-81-62517', address: '서울', phone: '02-1234-5678' } },
  { name: 'sales channel', call: (a) => a.setCustomSalesChannel({ orderNo: '202401010000001', salesChannel: 'smartstore' }), method: 'PATCH', url: '/api/custom/admin', body: { orderNo: '202401010000001', salesChannel: 'smartstore' } },
  { name: 'production move', call: (a) => a.moveCustomProduction({ orderNo: '202401010000001', status: 'request' }), method: 'POST', url: '/api/custom/admin', body: { orderNo: '202401010000001', status: 'request' } },
  { name: 'pod project', call: (a) => a.pod.createProject({ editorNo: 'e1', thumbnail: 'https://img/t.png', designTemplateId: 'dt1', variantId: 'v9' }), method: 'POST', url: '/api/pod/user', body: { type: 'project', editorNo: 'e1', thumbnail: 'https://img/t.png', designTemplateId: 'dt1', variantId: 'v9' } },
  {
    name: 'pod orders',
    call: (a) =>
      a.pod.exportOrders([
        {
          orderCode: '202401010000001',
          storeCustomerId: 'court01',
          shippingAddress: { address: '서울 강남구 테헤란로 1', addressDetail: '101호', nationCode: 'KR', phoneNumber: '01012345678', postcode: '06236', recipient: '김코트' },
          orderEntries: [{ projectId: 'p1', quantity: 2, productSellPrice: 12000 }],
        },
      ]),
    method: 'POST',
    url: '/api/pod/user',
    body: {
      type: 'orders',
      orders: [
        {
          orderCode: '202401010000001',
          storeCustomerId: 'court01',
          shippingAddress: { address: '서울 강남구 테헤란로 1', addressDetail: '101호', nationCode: 'KR', phoneNumber: '01012345678', postcode: '06236', recipient: '김코트' },
          orderEntries: [{ projectId: 'p1', quantity: 2, productSellPrice: 12000 }],
        },
      ],
    },
  },
];

describe('own server calls', () => {
  it.each(cases)('$name → $method $url', async ({ call, method, url, body }) => {
    const fake = createFakeFetch();
    fake.reply({ json: { answered: true } });
    const api = createOwnApiClient({ baseUrl: '', fetch: fake.fetch });

    await expect(call(api)).resolves.toEqual({ answered: true });

    const sent = fake.single();
    expect(sent.method).toBe(method);
    expect(sent.url).toBe(url);
    if (body === undefined) {
      expect(sent.body).toBeUndefined();
      expect(sent.headers).toEqual({});
    } else {
      expect(fake.jsonBody(sent)).toEqual(body);
      expect(sent.headers).toEqual({ 'Content-Type': 'application/json' });
    }
  });

  it('prefixes the base URL for the terminal, which is not on the same origin', async () => {
    const fake = createFakeFetch();
    fake.reply({ json: { accesstoken: 't', customKey: null, customKeyTime: null } });
    const api = createOwnApiClient({ baseUrl: 'http://127.0.0.1:3000/', fetch: fake.fetch });
    await expect(api.getCookie()).resolves.toEqual({ accesstoken: 't', customKey: null, customKeyTime: null });
    expect(fake.single().url).toBe('http://127.0.0.1:3000/api/get-cookie');
  });

  it('answers undefined for an empty reply', async () => {
    const fake = createFakeFetch();
    const api = createOwnApiClient({ baseUrl: '', fetch: fake.fetch });
    await expect(api.dampeners.remove('court01', 't')).resolves.toBeUndefined();
  });
});

describe('uploadFile', () => {
  const bytes = new Uint8Array([137, 80, 78, 71]);
  const file = { fileName: 'front.png', fileType: 'image/png', bucket: 'designs', body: bytes };

  it('asks for a signed URL, PUTs the bytes there and answers the URL without its query', async () => {
    const fake = createFakeFetch();
    fake.reply({ json: { url: 'https://bucket.test/designs/front.png?X-Amz-Signature=abc' } }, { status: 200, text: '' });
    const api = createOwnApiClient({ baseUrl: '', fetch: fake.fetch });

    await expect(api.uploadFile(file)).resolves.toBe('https://bucket.test/designs/front.png');

    const [ask, put] = fake.requests;
    expect(ask?.method).toBe('GET');
    expect(ask?.url).toBe('/api/upload?fileName=front.png&fileType=image%2Fpng&bucket=designs');
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('https://bucket.test/designs/front.png?X-Amz-Signature=abc');
    expect(put?.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(put?.body).toBe(bytes);
  });

  it('resolves a same-origin signed path against the base URL', async () => {
    const fake = createFakeFetch();
    fake.reply({ json: '/uploads/designs/front.png?token=t1' }, { status: 201, text: '' });
    const api = createOwnApiClient({ baseUrl: 'http://127.0.0.1:3000', fetch: fake.fetch });

    await expect(api.uploadFile(file)).resolves.toBe('http://127.0.0.1:3000/uploads/designs/front.png');
    expect(fake.requests[1]?.url).toBe('http://127.0.0.1:3000/uploads/designs/front.png?token=t1');
  });

  async function uploadFailure(fake: FakeFetch): Promise<OwnApiError> {
    const api = createOwnApiClient({ baseUrl: '', fetch: fake.fetch });
    const error: unknown = await api.uploadFile(file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isOwnApiError(error)).toBe(true);
    return error as OwnApiError;
  }

  it('fails with UPLOAD_FAILED when the store refuses the bytes', async () => {
    const fake = createFakeFetch();
    fake.reply({ json: { url: 'https://bucket.test/a.png?sig=1' } }, { status: 403, text: '<Error>AccessDenied</Error>' });
    const error = await uploadFailure(fake);
    expect([error.status, error.code, error.message]).toEqual([403, 'UPLOAD_FAILED', '파일 업로드에 실패했습니다. 다시 시도해 주세요.']);
  });

  it('fails with UPLOAD_FAILED and status 0 when the store cannot be reached', async () => {
    const fake = createFakeFetch();
    fake.reply({ json: { url: 'https://bucket.test/a.png?sig=1' } }, { networkError: new TypeError('fetch failed') });
    const error = await uploadFailure(fake);
    expect([error.status, error.code]).toEqual([0, 'UPLOAD_FAILED']);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it.each([{ json: { url: '' } }, { json: { href: 'x' } }, { json: { url: 5 } }, { json: null }, { text: '' }])(
    'fails with INVALID_RESPONSE and sends nothing when the signed URL is missing (%j)',
    async (reply) => {
      const fake = createFakeFetch();
      fake.reply(reply);
      const error = await uploadFailure(fake);
      expect(error.code).toBe('INVALID_RESPONSE');
      expect(fake.requests).toHaveLength(1);
    },
  );

  it('passes on the server error when no signed URL could be made', async () => {
    const fake = createFakeFetch();
    fake.reply({ status: 400, json: { code: 'UNSUPPORTED_FILE_TYPE', message: '이미지 파일만 올릴 수 있습니다.' } });
    const error = await uploadFailure(fake);
    expect([error.status, error.code, error.message]).toEqual([400, 'UNSUPPORTED_FILE_TYPE', '이미지 파일만 올릴 수 있습니다.']);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('errors', () => {
  async function failure(reply: Parameters<FakeFetch['reply']>[0]): Promise<OwnApiError> {
    const fake = createFakeFetch();
    fake.reply(reply);
    const api = createOwnApiClient({ baseUrl: '', fetch: fake.fetch });
    const error: unknown = await api.getCookie().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OwnApiError);
    return error as OwnApiError;
  }

  it('carries the server {code, message}', async () => {
    const error = await failure({ status: 403, json: { code: 'ADMIN_ONLY', message: '관리자만 볼 수 있습니다.' } });
    expect([error.name, error.status, error.code, error.message]).toEqual(['OwnApiError', 403, 'ADMIN_ONLY', '관리자만 볼 수 있습니다.']);
  });

  it('falls back for a non-JSON error page', async () => {
    const error = await failure({ status: 500, text: 'Internal Server Error' });
    expect([error.status, error.code, error.message]).toEqual([500, 'HTTP_ERROR', '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.']);
  });

  it('reports NETWORK with status 0 when the server cannot be reached', async () => {
    const error = await failure({ networkError: new TypeError('fetch failed') });
    expect([error.status, error.code]).toEqual([0, 'NETWORK']);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('reports INVALID_RESPONSE for a success that is not JSON', async () => {
    const error = await failure({ status: 200, text: 'OK' });
    expect([error.status, error.code]).toEqual([200, 'INVALID_RESPONSE']);
  });

  it('is told apart from other errors', () => {
    expect(isOwnApiError(new Error('x'))).toBe(false);
    expect(isOwnApiError(new OwnApiError({ status: 400, code: 'X', message: 'x' }))).toBe(true);
  });
});
