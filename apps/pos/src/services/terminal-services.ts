// The composition root of one terminal: opens its SQLite file, builds every service, wires the sync
// worker and printer to the event hub, and answers every screen call through one dispatcher. Both
// Electron's main process and the Node host call createTerminal; nothing here imports electron.
import type { PosConfig } from '../config.ts';
import { createImageFetcher } from './custom/image-fetch.ts';
import { createCatalogueCache } from './catalogue/catalogue-cache.ts';
import { createCatalogueGrid } from './catalogue/catalogue-grid.ts';
import { serverCustomOrders } from './custom/custom-orders.ts';
import { openTerminalDb } from './db/open-terminal-db.ts';
import { createDispatcher } from './dispatcher.ts';
import type { Dispatch, Handlers } from './dispatcher.ts';
import type { TerminalEvent } from '../shared/ipc.ts';
import type { Session } from '../shared/schemas.ts';
import { createEventHub } from './event-hub.ts';
import { deviceHandlers } from './handlers/device-handlers.ts';
import type { TerminalServices } from './handlers/context.ts';
import { productHandlers } from './handlers/product-handlers.ts';
import { reportHandlers } from './handlers/report-handlers.ts';
import { saleHandlers } from './handlers/sale-handlers.ts';
import { exchangeHandlers } from './handlers/exchange-handlers.ts';
import { createExchangeRecorder } from './sales/exchange-recorder.ts';
import { storeOrderHandlers } from './handlers/store-order-handlers.ts';
import { createUuidV7Generator } from './ids/uuid-v7.ts';
import { createOutbox } from './outbox/outbox.ts';
import { createPrinterService } from './printer/printer-service.ts';
import { createLocalReports } from './reports/local-reports.ts';
import { createHeldSales } from './sales/held-sales.ts';
import { createRefundRecorder } from './sales/refund-recorder.ts';
import { createSaleRecorder } from './sales/sale-recorder.ts';
import { createPosServerClient } from './server/pos-server-client.ts';
import { createSettingsStore, defaultSettings } from './settings/settings-store.ts';
import { createShopProfileStore } from './shop/shop-profile-store.ts';
import { createStaffAuth } from './staff/staff-auth.ts';
import { createStockRecorder } from './stock/stock-recorder.ts';
import { createScannerService } from './scanner/scanner-service.ts';
import { createDeviceLister } from './devices/device-lister.ts';
import { createSyncWorker } from './sync/sync-worker.ts';
import { createTerminalIdentityStore } from './terminal-identity.ts';
import { createPaymentJournal } from './payments/payment-journal.ts';
import { createVanConnection, defaultVanAgentFactory } from './payments/van-connection.ts';
import type { VanAgentFactory } from './payments/van-connection.ts';
import { createVanPayments } from './payments/van-payments.ts';
import { createCashReceiptChanges } from './sales/cash-receipt-changes.ts';
import { createCustomerDisplay } from './display/customer-display.ts';
import { displayHandlers } from './handlers/display-handlers.ts';

export interface Terminal {
  readonly services: TerminalServices;
  readonly dispatch: Dispatch;
  /** What a screen must know before any event: printer, sync and its own session, as events. */
  snapshot(screen?: string): Promise<TerminalEvent[]>;
  close(): Promise<void>;
}

export interface CreateTerminalOptions {
  readonly now?: () => number;
  /** Start the background sync worker (off in unit tests that drive it by hand). */
  readonly startSync?: boolean;
  readonly fetch?: typeof fetch;
  readonly log?: (message: string, error: unknown) => void;
  /** Builds the VAN agent from settings (tests replace it); the recovery loop's pause. */
  readonly vanAgentFactory?: VanAgentFactory;
  readonly paymentRecoveryMs?: number;
}

export async function createTerminal(config: PosConfig, options: CreateTerminalOptions = {}): Promise<Terminal> {
  const now = options.now ?? Date.now;
  const handle = await openTerminalDb(config.dbFile);
  const db = handle.db;
  const newId = createUuidV7Generator({ now, randomBytes: (bytes) => void globalThis.crypto.getRandomValues(bytes) });
  const events = createEventHub();
  const identity = createTerminalIdentityStore(db);
  await identity.load();
  const server = createPosServerClient({ baseUrl: config.serverUrl, terminalKey: () => identity.current()?.key ?? null, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const settings = createSettingsStore(config.settingsFile, defaultSettings(config));
  const loaded = await settings.load();
  const catalogue = createCatalogueCache(db, handle.hot);
  const outbox = createOutbox(db);
  const shop = createShopProfileStore(db, server);
  const deps = { db, newId, now };
  const printer = createPrinterService({ settings: loaded.printer, now, pollMs: 10_000, onStatus: (status) => events.publish({ type: 'printer', status }) });
  const sync = createSyncWorker({
    outbox,
    server,
    identity,
    catalogue,
    shop,
    now,
    random: Math.random,
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms).unref(), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) },
    batchSize: config.syncBatchSize,
    intervalMs: config.syncIntervalMs,
    maxBackoffMs: config.syncMaxBackoffMs,
    onStatus: (status) => events.publish({ type: 'sync', status }),
  });
  const scanner = createScannerService({ events });
  void scanner.configure(loaded.scanner);
  const fetchImage = createImageFetcher(config.serverUrl, options.fetch);
  const journal = createPaymentJournal(db, handle.sqlite, now);
  const van = createVanConnection(async () => (await settings.load()).van, { replyTimeoutMs: config.vanReplyTimeoutMs, quickTimeoutMs: config.vanQuickTimeoutMs }, () => services.vanAgentFactory);
  // A 현금영수증 issued, cancelled or re-issued after its sale goes to the own server as an outbox entry.
  const cashReceiptChanges = createCashReceiptChanges(deps, (saleId) => payments.cashReceiptsOf(saleId));
  const onCashReceiptChanged = async (saleId: string): Promise<void> => {
    await cashReceiptChanges.record(saleId);
    sync.notifyEnqueued();
  };
  const payments = createVanPayments({ journal, van, events, newId, now, onCashReceiptChanged, ...(options.log ? { log: options.log } : {}) });
  const services: TerminalServices = {
    config,
    db,
    now,
    newId,
    catalogue,
    grid: createCatalogueGrid(db),
    outbox,
    sales: createSaleRecorder(deps, handle.hot),
    refunds: createRefundRecorder(deps),
    exchanges: createExchangeRecorder(deps),
    held: createHeldSales(deps),
    stock: createStockRecorder(deps),
    reports: createLocalReports(deps),
    auth: createStaffAuth({ db, server, identity, now, idleLockMs: () => (settings.cached()?.lock.idleMinutes ?? 0) * 60_000 }),
    identity,
    server,
    sync,
    printer,
    scanner,
    settings,
    shop,
    events,
    startedAt: new Date(now()).toISOString(),
    custom: serverCustomOrders(server, fetchImage),
    devices: createDeviceLister(),
    journal,
    van,
    payments,
    display: createCustomerDisplay(events),
    vanAgentFactory: options.vanAgentFactory ?? defaultVanAgentFactory,
  };
  const sales = saleHandlers(services);
  const handlers: Handlers = { ...deviceHandlers(services), ...sales, ...storeOrderHandlers(services, sales), ...productHandlers(services), ...reportHandlers(services), ...displayHandlers(services), ...exchangeHandlers(services) };
  const dispatch = createDispatcher(handlers, services.auth, options.log);
  if (options.startSync ?? true) sync.start();
  void printer.poll();
  // What a crash left owing (망취소) or waiting (현금영수증) is settled now and then every few seconds.
  let recovering = false;
  const recover = async (): Promise<void> => {
    if (recovering) return;
    recovering = true;
    try {
      await payments.recover();
    } catch (error) {
      options.log?.('payment recovery failed', error);
    } finally {
      recovering = false;
    }
  };
  void recover();
  const recoveryTimer = setInterval(() => void recover(), options.paymentRecoveryMs ?? config.vanRecoveryMs);
  recoveryTimer.unref();
  return {
    services,
    dispatch,
    async snapshot(screen) {
      const current = await dispatch('auth.current', {}, screen);
      const session = current.ok ? (current.value as Session | null) : null;
      return [
        { type: 'printer', status: printer.status() },
        { type: 'sync', status: await sync.status() },
        { type: 'session', session },
        { type: 'customer-display', display: services.display.current() },
      ];
    },
    async close() {
      clearInterval(recoveryTimer);
      await sync.stop();
      await printer.close();
      scanner.close();
      await handle.close();
    },
  };
}
