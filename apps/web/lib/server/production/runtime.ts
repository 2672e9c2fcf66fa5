// The process-wide production dependencies: the own database, the platform's server API with the
// system key, the custom product numbers (the mall's custom and pod categories, re-read every
// minute) and the pod adapter. Tests build their own ProductionDeps.
import 'server-only';
import { CATEGORY_IDS } from '@courtside/core/constants';
import { createShopApiClient } from '@courtside/core/api';
import { webConfig } from '@/lib/config';
import { webDb } from '@/lib/server/db';
import { podDeps } from '@/lib/server/pod/runtime';
import type { ProductionDeps } from './deps';
import { createHttpProductionPlatform } from './platform-orders';

const PRODUCT_NOS_TTL_MS = 60_000;

let override: ProductionDeps | null = null;
let ready: Promise<ProductionDeps> | null = null;

/** Product numbers in the custom (250003) and pod (250001) categories, every sale status. */
export function customProductNosFrom(search: (page: number) => Promise<{ items: { productNo: number }[]; totalCount: number }>, now: () => number) {
  let cached: { at: number; nos: readonly number[] } | null = null;
  return async (): Promise<readonly number[]> => {
    if (cached && now() - cached.at < PRODUCT_NOS_TTL_MS) return cached.nos;
    const nos: number[] = [];
    for (let page = 1; page <= 10; page++) {
      const reply = await search(page);
      nos.push(...reply.items.map((item) => item.productNo));
      if (reply.items.length === 0 || nos.length >= reply.totalCount) break;
    }
    cached = { at: now(), nos: [...new Set(nos)] };
    return cached.nos;
  };
}

async function build(): Promise<ProductionDeps> {
  const config = webConfig();
  const shop = createShopApiClient({
    baseUrl: config.shopApiUrl,
    clientId: config.clientId,
    platform: 'PC',
    fetch: (url, init) => fetch(url, { ...init, cache: 'no-store' }),
    tokens: { getAccessToken: () => null },
  });
  return {
    db: await webDb(),
    platform: createHttpProductionPlatform({ baseUrl: config.shopApiUrl, systemKey: config.systemKey }),
    customProductNos: customProductNosFrom(
      (page) =>
        shop.products.search({
          categoryNos: [CATEGORY_IDS.custom, CATEGORY_IDS.pod],
          saleStatus: 'ALL_CONDITIONS',
          soldout: true,
          pageNumber: page,
          pageSize: 100,
        }),
      () => Date.now(),
    ),
    pod: await podDeps(),
    now: () => new Date(),
  };
}

export async function productionDeps(): Promise<ProductionDeps> {
  if (override) return override;
  ready ??= build().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export function setProductionDepsForTests(deps: ProductionDeps | null): void {
  override = deps;
}
