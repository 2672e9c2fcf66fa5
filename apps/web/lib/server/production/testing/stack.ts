// Production tests' stack: a real platform (apps/shop-api, seeded catalogue, fresh database) and a
// fresh own database with the pod stand-in, plus the shopper steps that make custom orders — a
// member orders the custom dampener with a frozen design reference, and a pod product with a
// project, paid through the sandbox.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CATEGORY_IDS } from '@courtside/core/constants';
import { createDampenerDesign, type DampenerDesign } from '@courtside/core/design';
import { createShopApiClient } from '@courtside/core/api';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import { loadConfig, startShopApi, type RunningShopApi } from '@courtside/shop-api';
import { openWebDatabase, type WebDatabase } from '@/lib/server/db';
import { designOptionInputs } from '@/lib/designs/option-inputs';
import { podOptionInputs } from '@/lib/pod/option-inputs';
import { createDesignReference } from '@/lib/server/designs/design-references';
import { buildPodDeps } from '@/lib/server/pod/runtime';
import type { PodDeps } from '@/lib/server/pod/service';
import type { PodDb } from '@/lib/server/pod/partner/stand-in/schema';
import type { ProductionDeps } from '../deps';
import { createHttpProductionPlatform } from '../platform-orders';
import { customProductNosFrom } from '../runtime';

export const CUSTOM_DAMPENER = { productNo: 100301, optionNo: 10030101 };
export const MEMBER = { memberId: 'tennis_lee', password: 'tennis1234' };

export interface ProductionStack {
  deps: ProductionDeps;
  db: Kysely<WebDatabase>;
  pod: PodDeps;
  shop: RunningShopApi;
  /** Logs in a seed member on the platform. */
  login(member: { memberId: string; password: string }): Promise<string>;
  /** Member orders the custom dampener (qty) with a new frozen design; answers order no and reference. */
  orderDampener(token: string, design: DampenerDesign, qty: number): Promise<{ orderNo: string; reference: string }>;
  /** Member designs a pod mug and orders it; answers order no and project id. */
  orderPodMug(token: string, memberId: string): Promise<{ orderNo: string; projectId: string }>;
  close(): Promise<void>;
}

const headers = (clientId: string, token?: string): Record<string, string> => ({
  clientId,
  platform: 'PC',
  Version: '1.0',
  'content-type': 'application/json',
  ...(token ? { accessToken: token } : {}),
});

export async function startProductionStack(label: string): Promise<ProductionStack> {
  const shopDb: TestDatabase = await createTestDatabase(process.env.TEST_DATABASE_URL, `${label}-shop`);
  const config = loadConfig({ SHOP_API_PORT: '0', DATABASE_URL: shopDb.url, DATA_DIR: `/tmp/courtside-${label}-data`, SHOP_LOG_LEVEL: 'warn' });
  const shop = await startShopApi(config);
  const clientId = config.clientIds[0] ?? 'courtside-local';
  const webTestDb = await createTestDatabase(process.env.TEST_DATABASE_URL, `${label}-web`);
  const opened = await openWebDatabase(webTestDb.url);
  const now = () => new Date();
  const pod = buildPodDeps(opened.db as unknown as Kysely<PodDb>, now);
  const catalogue = createShopApiClient({ baseUrl: shop.url, clientId, platform: 'PC', fetch, tokens: { getAccessToken: () => null } });
  const deps: ProductionDeps = {
    db: opened.db,
    platform: createHttpProductionPlatform({ baseUrl: shop.url, systemKey: config.systemKey }),
    customProductNos: customProductNosFrom(
      (page) => catalogue.products.search({ categoryNos: [CATEGORY_IDS.custom, CATEGORY_IDS.pod], saleStatus: 'ALL_CONDITIONS', soldout: true, pageNumber: page, pageSize: 100 }),
      () => Date.now(),
    ),
    pod,
    now,
  };

  async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
    const res = await fetch(`${shop.url}${path}`, { method: 'POST', headers: headers(clientId, token), body: JSON.stringify(body) });
    const json = (await res.json()) as T & { message?: string };
    if (!res.ok) throw new Error(`${path} → ${res.status} ${json.message ?? ''}`);
    return json;
  }

  async function buy(token: string, products: unknown[]): Promise<string> {
    const { orderSheetNo } = await post<{ orderSheetNo: string }>('/order-sheets', { products, cartNos: [], productCoupons: [] }, token);
    const { key } = await post<{ key: string }>(
      '/payments/reserve',
      {
        orderSheetNo,
        payType: 'CREDIT_CARD',
        pgType: 'INICIS',
        clientReturnUrl: 'http://127.0.0.1:3000/order/order-result',
        member: true,
        orderer: { ordererName: '이정현', ordererEmail: 'lee@example.kr', ordererContact1: '010-2345-6789', ordererContact2: '' },
        shippingAddress: {
          addressNo: 0, receiverName: '이받음', receiverZipCd: '06236', receiverAddress: '서울특별시 강남구 테헤란로 123', receiverJibunAddress: '서울특별시 강남구 역삼동 1',
          receiverDetailAddress: '4층', receiverContact1: '010-2222-3333', receiverContact2: '', countryCd: 'KR', addressName: '회사',
        },
        useDefaultAddress: false, saveAddressBook: false, updateMember: false, subPayAmt: 0, coupons: null, orderMemo: null, deliveryMemo: null,
        tempPassword: null, agreementTypes: ['TERMS_OF_USE'], extraData: {},
      },
      token,
    );
    const approved = await fetch(`${shop.url}/sandbox/payments/${key}/approve`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    const orderNo = new URL(approved.headers.get('location') ?? 'http://x/').searchParams.get('orderNo');
    if (!orderNo) throw new Error('결제 승인 실패');
    return orderNo;
  }

  return {
    deps,
    db: opened.db,
    pod,
    shop,
    async login(member) {
      const reply = await post<{ accessToken: string }>('/oauth/token', { memberId: member.memberId, password: member.password, keepLogin: false });
      return reply.accessToken;
    },
    async orderDampener(token, design, qty) {
      const ref = await createDesignReference(
        opened.db,
        { memberId: MEMBER.memberId, sourceCreateTime: null, design, frontImageUrl: 'http://127.0.0.1/uploads/custom-design/front.png', backImageUrl: 'http://127.0.0.1/uploads/custom-design/back.png' },
        now(),
        () => new Uint8Array(randomBytes(8)),
      );
      const orderNo = await buy(token, [
        { ...CUSTOM_DAMPENER, orderCnt: qty, optionInputs: designOptionInputs(ref.reference, 'http://127.0.0.1/uploads/custom-design/front.png') },
      ]);
      return { orderNo, reference: ref.reference };
    },
    async orderPodMug(token, memberId) {
      const userToken = await pod.tokens.userToken(`member:${memberId}`);
      const saved = await pod.provider.saveEditorDocument(userToken, { designTemplateId: 'tpl-mug-text', document: { text: '코트사이드' }, thumbnail: 'http://127.0.0.1/uploads/pod/mug.png' });
      const { projectId } = await pod.provider.createProject(userToken, { ...saved, variantId: 'v-mug-1' });
      const options = await catalogue.products.getOptions(100201);
      const optionNo = options.flatOptions[0]?.optionNo ?? 0;
      const orderNo = await buy(token, [{ productNo: 100201, optionNo, orderCnt: 3, optionInputs: podOptionInputs(projectId, saved.thumbnail, options.inputs) }]);
      return { orderNo, projectId };
    },
    async close() {
      await opened.close();
      await webTestDb.drop();
      await shop.close();
      await shopDb.drop();
    },
  };
}

export const squareRedDesign = (): DampenerDesign => ({
  ...createDampenerDesign('square'),
  cushionColor: { palette: 'dampener', key: 'red' },
  sideMode: '2',
});
