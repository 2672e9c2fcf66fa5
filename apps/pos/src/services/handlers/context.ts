// What every handler module is given: the services of one terminal.
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import type { CatalogueGrid } from '../catalogue/catalogue-grid.ts';
import type { TerminalDb } from '../db/schema.ts';
import type { EventHub } from '../event-hub.ts';
import type { UuidV7Generator } from '../ids/uuid-v7.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { PrinterService } from '../printer/printer-service.ts';
import type { ScannerService } from '../scanner/scanner-service.ts';
import type { LocalReports } from '../reports/local-reports.ts';
import type { RefundRecorder } from '../sales/refund-recorder.ts';
import type { ExchangeRecorder } from '../sales/exchange-recorder.ts';
import type { SaleActor, SaleRecorder } from '../sales/sale-recorder.ts';
import type { PosServerClient } from '../server/pos-server-client.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import type { ShopProfileStore } from '../shop/shop-profile-store.ts';
import type { StaffAuth, StaffSession } from '../staff/staff-auth.ts';
import type { StockRecorder } from '../stock/stock-recorder.ts';
import type { SyncWorker } from '../sync/sync-worker.ts';
import type { TerminalIdentityStore } from '../terminal-identity.ts';
import type { CustomOrderSource } from '../custom/custom-orders.ts';
import type { DeviceLister } from '../devices/device-lister.ts';
import type { PosConfig } from '../../config.ts';
import { TerminalError } from '../terminal-error.ts';
import type { PaymentJournal } from '../payments/payment-journal.ts';
import type { VanAgentFactory, VanConnection } from '../payments/van-connection.ts';
import type { VanPayments } from '../payments/van-payments.ts';
import type { HeldSales } from '../sales/held-sales.ts';
import type { CustomerDisplayService } from '../display/customer-display.ts';

export interface TerminalServices {
  readonly config: PosConfig;
  readonly db: TerminalDb;
  readonly now: () => number;
  readonly newId: UuidV7Generator;
  readonly catalogue: CatalogueCache;
  readonly grid: CatalogueGrid;
  readonly outbox: Outbox;
  readonly sales: SaleRecorder;
  readonly refunds: RefundRecorder;
  /** 교환 (#28 item 6): the return and the new sale in one transaction. */
  readonly exchanges: ExchangeRecorder;
  readonly held: HeldSales;
  readonly stock: StockRecorder;
  readonly reports: LocalReports;
  readonly auth: StaffAuth;
  readonly identity: TerminalIdentityStore;
  readonly server: PosServerClient;
  readonly sync: SyncWorker;
  readonly printer: PrinterService;
  readonly scanner: ScannerService;
  readonly settings: SettingsStore;
  readonly shop: ShopProfileStore;
  readonly events: EventHub;
  /** Card, 간편결제 and 현금영수증 through the VAN agent, with the payment journal (#27). */
  readonly payments: VanPayments;
  readonly journal: PaymentJournal;
  readonly van: VanConnection;
  /** What the shopper's screen shows (#28 item 8). */
  readonly display: CustomerDisplayService;
  /** When this terminal process started: unacknowledged sales from before it are crash survivors. */
  readonly startedAt: string;
  custom: CustomOrderSource;
  /** Serial ports, HID scanners and OS printers for 설정 (replaced by the host's test hooks only). */
  devices: DeviceLister;
  /** Builds the VAN agent from the settings (replaced by tests). */
  vanAgentFactory: VanAgentFactory;
  /** Test hook (POS_TEST_HOOKS only): runs right after a sale commits, before it is answered. */
  afterSaleRecorded?: () => void;
}

/** The signed-in staff and this terminal, as stamped on every sale, refund and stock movement. */
export async function actorFor(services: TerminalServices, session: StaffSession): Promise<SaleActor> {
  const identity = await services.identity.load();
  if (!identity) throw new TerminalError('TERMINAL_NOT_REGISTERED');
  const settings = await services.settings.load();
  return { staffId: session.staffId, staffName: session.name, terminalId: identity.terminalId, terminalName: settings.terminal.name };
}

/** The server session token, or a clear refusal when signed in offline. */
export function tokenOf(session: StaffSession): string {
  if (!session.token) throw new TerminalError('SERVER_UNREACHABLE', { message: '오프라인으로 로그인했습니다. 서버에 연결된 상태에서 다시 로그인하면 이 작업을 할 수 있습니다.' });
  return session.token;
}
