// Starts the commerce platform stand-in: opens the database, migrates, seeds, listens.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { defaultSecretRefusal } from '@courtside/core/security';
import { migrateToLatest, openDatabase } from '@courtside/db';
import { createApp } from './app.ts';
import { SHIPPED_SYSTEM_KEY, type ShopApiConfig } from './config.ts';
import type { ShopDb } from './db/schema.ts';
import { migrations } from './db/migrations/index.ts';
import { sandboxOutbox } from './sandbox/outbox.ts';
import { seedMall } from './seed/fixtures.ts';
import { seedIfEmpty } from './seed/index.ts';
import { ensureSearchIndex } from './services/catalogue/search/search-index.ts';
import { productAttributes } from './services/catalogue/search/product-attributes.ts';
import { SearchLog } from './services/catalogue/search/search-log.ts';
import { startCatalogueReadModel } from './services/catalogue/read-model/catalogue-read-model.ts';
import { catalogueFeed, sqliteChangeProbe } from './services/catalogue/changes/index.ts';
import { startLifecycleScheduler, type LifecycleScheduler } from './services/orders/lifecycle-scheduler.ts';
import { startRestockAlerts } from './services/catalogue/restock/restock-alerts.ts';
import type { AppDeps } from './services/deps.ts';

export interface RunningShopApi {
  url: string;
  deps: AppDeps;
  /** Virtual-account expiry and automatic buy confirm (runOnce for tests). */
  scheduler: LifecycleScheduler;
  /** 재입고 알림 sender (`runOnce()` sends what is due now). */
  restockAlerts: { stop(): void; runOnce(): Promise<number> };
  close(): Promise<void>;
}

export class UnsafeSecretsError extends Error {}

export async function startShopApi(config: ShopApiConfig, options: { now?: () => Date } = {}): Promise<RunningShopApi> {
  const refusal = defaultSecretRefusal({
    server: 'shop-api',
    listenHost: config.host,
    production: config.production,
    secrets: [{ key: 'SHOP_SYSTEM_KEY', value: config.systemKey, shippedDefault: SHIPPED_SYSTEM_KEY }],
  });
  if (refusal) throw new UnsafeSecretsError(refusal);
  // WAL checkpoints stay SQLite's own, inside the write that crosses 1,000 pages (a stock change, an
  // order): searches write nothing, so a checkpoint never lands on a shopper's search. (A timer
  // would block whichever request arrived while it ran.)
  const opened = openDatabase<ShopDb>(config.databaseUrl);
  // Kibibytes when negative (SQLite's convention).
  opened.sqlite?.pragma(`cache_size = -${config.sqliteCacheMb * 1024}`);
  await migrateToLatest(opened.db as Kysely<unknown>, migrations);
  const now = options.now ?? (() => new Date());
  if (config.seed) await seedIfEmpty(opened.db, now());
  // Products added or changed while the index rules were older (or before 0110) are indexed now.
  await ensureSearchIndex(opened.db);
  // SQLite: the change record is read only when something was committed since the last read
  // (another process's commit moves data_version, this one's writes total_changes()).
  if (opened.sqlite) catalogueFeed(opened.db).watch(sqliteChangeProbe(opened.sqlite));
  // Several-word searches read the products' attributes from memory on SQLite: read before the
  // first request instead of inside it (~0.7 s at 100,000 products).
  if (opened.dialect === 'sqlite') await productAttributes(opened.db).current();
  // Product rows, cards and details, the category tree and the brands, in memory and kept in step
  // through the catalogue change record (services/catalogue/read-model).
  const readModel = startCatalogueReadModel(opened.db, config.readModelProducts);
  await readModel.current();

  let baseUrl = config.publicUrl ?? '';
  const deps: AppDeps = {
    db: opened.db, dialect: opened.dialect, config, now, baseUrl: () => baseUrl, mall: seedMall, outbox: sandboxOutbox(opened.db),
    searchLog: new SearchLog(opened.db, config.searchLogFlushMs, (error) => console.error('[shop-api] 검색 기록 저장 실패', error)),
  };
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolveServer(s));
  });
  const address = server.address() as AddressInfo;
  const url = `http://${config.host}:${address.port}`;
  if (!config.publicUrl) baseUrl = url;

  const scheduler = startLifecycleScheduler({
    db: opened.db,
    now,
    buyConfirmDays: config.buyConfirmDays,
    intervalMs: config.schedulerIntervalMs,
    onError: (error) => console.error('[shop-api] 기한 처리 실패', error),
  });

  // 재입고 알림: waiting requests whose option is back in stock are sent (once each) every second.
  const restockAlerts = startRestockAlerts(
    { db: opened.db, outbox: deps.outbox, now, mallUrl: config.mallUrl },
    config.restockAlertIntervalMs,
    (error) => console.error('[shop-api] 재입고 알림 발송 실패', error),
  );

  return {
    url,
    deps,
    scheduler,
    restockAlerts,
    close: async () => {
      scheduler.stop();
      restockAlerts.stop();
      await new Promise<void>((r) => server.close(() => r()));
      await deps.searchLog.stop();
      readModel.stop();
      await opened.close();
    },
  };
}
