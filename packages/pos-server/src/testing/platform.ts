// A real commerce platform (apps/shop-api) for the POS tests, on a random port over a fresh
// database (PostgreSQL when TEST_DATABASE_URL is set), and the calls the tests make on it: products
// through the server API, stock reads, and a web shopper's guest checkout.
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import { loadConfig, startShopApi, type RunningShopApi } from '@courtside/shop-api';

export interface TestPlatform {
  url: string;
  systemKey: string;
  shop: RunningShopApi;
  testDb: TestDatabase;
  /** `managementCds[i]`: option i's management code (where shops keep their GTINs). */
  createProduct(name: string, salePrice: number, stocks: readonly number[], managementCds?: readonly (string | null)[]): Promise<{ productNo: number; optionNos: number[] }>;
  stockOf(productNo: number, optionNo: number): Promise<number>;
  /** A guest buys on the web shop (order sheet → reserve → sandbox approve): the platform takes stock. */
  webBuy(productNo: number, optionNo: number, qty: number): Promise<string>;
  close(): Promise<void>;
}

const clientHeaders = (clientId: string): Record<string, string> => ({ clientId, platform: 'PC', Version: '1.0', 'content-type': 'application/json' });

/** The platform calls the tests and benches make: the server API (system key) and a guest shopper. */
export type PlatformCalls = Pick<TestPlatform, 'createProduct' | 'stockOf' | 'webBuy'>;

export function platformCalls(url: string, systemKey: string, clientId: string): PlatformCalls {
  const server = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { systemKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T & { message?: string };
    if (!res.ok) throw new Error(`server API ${method} ${path} → ${res.status} ${json.message ?? ''}`);
    return json;
  };
  const shopper = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: clientHeaders(clientId), body: JSON.stringify(body) });
    const json = (await res.json()) as T & { message?: string };
    if (!res.ok) throw new Error(`${path} → ${res.status} ${json.message ?? ''}`);
    return json;
  };
  return {
    async createProduct(name, salePrice, stocks, managementCds) {
      const created = await server<{ productNo: number; options: { optionNo: number }[] }>('POST', '/server/products', {
        productName: name,
        salePrice,
        optionLabels: stocks.length > 1 ? ['색상'] : [],
        options: stocks.map((stockCnt, i) => ({ values: stocks.length > 1 ? [`색상${i + 1}`] : [], addPrice: 0, stockCnt, ...(managementCds?.[i] !== undefined ? { managementCd: managementCds[i] } : {}) })),
      });
      return { productNo: created.productNo, optionNos: created.options.map((o) => o.optionNo) };
    },
    async stockOf(productNo, optionNo) {
      const product = await server<{ options: { optionNo: number; stockCnt: number }[] }>('GET', `/server/products/${productNo}`);
      const option = product.options.find((o) => o.optionNo === optionNo);
      if (!option) throw new Error(`옵션 ${optionNo} 없음`);
      return option.stockCnt;
    },
    webBuy: (productNo, optionNo, qty) => webCheckout(url, shopper, guest, productNo, optionNo, qty),
  };
}

export async function startTestPlatform(label: string): Promise<TestPlatform> {
  const testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, label);
  const config = loadConfig({ SHOP_API_PORT: '0', DATABASE_URL: testDb.url, DATA_DIR: `/tmp/courtside-${label}-data`, SHOP_API_SEED: 'false', SHOP_LOG_LEVEL: 'warn' });
  const shop = await startShopApi(config);
  return {
    url: shop.url,
    systemKey: config.systemKey,
    shop,
    testDb,
    ...platformCalls(shop.url, config.systemKey, config.clientIds[0] ?? 'courtside-local'),
    async close() {
      await shop.close();
      await testDb.drop();
    },
  };
}

/** Who pays on the web shop: a guest (with the order password) or a signed-in member. */
export interface WebBuyer {
  member: boolean;
  name: string;
  email: string;
  contact: string;
  detailAddress: string;
  tempPassword: string | null;
}

const guest: WebBuyer = { member: false, name: '웹손님', email: 'web@example.kr', contact: '010-1111-2222', detailAddress: '1층', tempPassword: 'guest1234!' };

/**
 * The storefront's checkout through the platform: order sheet → payment reservation → the sandbox
 * payment page's approve button. `post` carries the shopper's headers (and token); answers the order number.
 */
export async function webCheckout(
  url: string,
  post: <T>(path: string, body: unknown) => Promise<T>,
  buyer: WebBuyer,
  productNo: number,
  optionNo: number,
  qty: number,
): Promise<string> {
  const sheet = await post<{ orderSheetNo: string }>('/order-sheets', {
    products: [{ productNo, optionNo, orderCnt: qty, optionInputs: [] }],
    cartNos: [],
    productCoupons: [],
    channelType: null,
  });
  const reservation = await post<{ key: string }>('/payments/reserve', {
    orderSheetNo: sheet.orderSheetNo,
    payType: 'CREDIT_CARD',
    pgType: 'INICIS',
    clientReturnUrl: 'http://127.0.0.1:3000/order/result',
    member: buyer.member,
    orderer: { ordererName: buyer.name, ordererEmail: buyer.email, ordererContact1: buyer.contact, ordererContact2: '' },
    shippingAddress: {
      addressNo: 0, receiverName: buyer.name, receiverZipCd: '06236', receiverAddress: '서울특별시 강남구 테헤란로 1', receiverJibunAddress: '서울특별시 강남구 역삼동 1',
      receiverDetailAddress: buyer.detailAddress, receiverContact1: buyer.contact, receiverContact2: '', countryCd: 'KR', addressName: '집',
    },
    useDefaultAddress: false,
    saveAddressBook: false,
    updateMember: false,
    subPayAmt: 0,
    coupons: null,
    orderMemo: null,
    deliveryMemo: null,
    tempPassword: buyer.tempPassword,
    agreementTypes: ['TERMS_OF_USE'],
    extraData: {},
  });
  const res = await fetch(`${url}/sandbox/payments/${reservation.key}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  const location = new URL(res.headers.get('location') ?? 'http://invalid/');
  const orderNo = location.searchParams.get('orderNo');
  if (location.searchParams.get('result') !== 'SUCCESS' || !orderNo) throw new Error(`웹 결제 실패: ${location.searchParams.get('message') ?? res.status}`);
  return orderNo;
}
