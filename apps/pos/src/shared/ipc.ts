// The one typed contract between the screens and the services: channel name → argument schema,
// result schema and the permission it needs, assembled from the areas in channels/ (auth, catalogue,
// sales, orders, stock, products, reports, devices, sync), each owning its schemas and channel specs.
// Electron's main process and the Node host both validate every payload against it; the renderer's
// API type is derived from it.
import type { z } from 'zod';
import { approvalChannels } from './channels/approvals.ts';
import { authChannels, type sessionSchema } from './channels/auth.ts';
import { catalogueChannels } from './channels/catalogue.ts';
import { deviceChannels, type printerStatusSchema } from './channels/devices.ts';
import { displayChannels, type customerDisplaySchema } from './channels/display.ts';
import { drawerChannels } from './channels/drawer.ts';
import { eReceiptChannels } from './channels/e-receipts.ts';
import type { ChannelSpec } from './channels/kit.ts';
import { orderChannels } from './channels/orders.ts';
import { productChannels } from './channels/products.ts';
import { reportChannels } from './channels/reports.ts';
import { salesChannels } from './channels/sales.ts';
import { stockChannels } from './channels/stock.ts';
import { syncChannels, type syncStatusSchema } from './channels/sync.ts';
import type { IpcChannel } from './ipc-channels.ts';
import type { IpcResult } from './result.ts';

export { productDetailSchema, productSaveSchema } from './channels/products.ts';

export const ipcMap = {
  ...authChannels,
  ...catalogueChannels,
  ...salesChannels,
  ...orderChannels,
  ...stockChannels,
  ...productChannels,
  ...reportChannels,
  ...deviceChannels,
  ...displayChannels,
  ...drawerChannels,
  ...eReceiptChannels,
  ...syncChannels,
  ...approvalChannels,
} as const satisfies Record<IpcChannel, ChannelSpec>;

/** Fails to compile when an area declares a channel the preload's allow-list (IPC_CHANNELS) does not name. */
type OnlyKnown<Extra extends never> = Extra;
export type IpcMapUnknownChannels = OnlyKnown<Exclude<keyof typeof ipcMap, IpcChannel>>;

export type IpcMap = typeof ipcMap;
export type IpcArgs<C extends IpcChannel> = z.input<IpcMap[C]['args']>;
export type IpcParsedArgs<C extends IpcChannel> = z.output<IpcMap[C]['args']>;
export type IpcValue<C extends IpcChannel> = z.output<IpcMap[C]['result']>;

/** Pushed from the services to every screen. */
export type TerminalEvent =
  | { readonly type: 'sync'; readonly status: z.output<typeof syncStatusSchema> }
  | { readonly type: 'printer'; readonly status: z.output<typeof printerStatusSchema> }
  | { readonly type: 'scan'; readonly code: string; readonly source: 'hid' | 'serial' }
  /** The card reader's progress while a payment waits ("카드를 넣어 주세요", "승인 요청 중입니다"). */
  | { readonly type: 'payment'; readonly message: string }
  /** What the shopper's screen shows (#28 item 8), sent again to every screen that (re)connects. */
  | { readonly type: 'customer-display'; readonly display: z.output<typeof customerDisplaySchema> }
  /** This screen's own session, sent first on every (re)connection. */
  | { readonly type: 'session'; readonly session: z.output<typeof sessionSchema> | null };

/** What the renderer holds: the preload bridge in Electron, an HTTP/WebSocket client in a browser. */
export interface TerminalApi {
  invoke<C extends IpcChannel>(channel: C, args: IpcArgs<C>): Promise<IpcResult<IpcValue<C>>>;
  onEvent(listener: (event: TerminalEvent) => void): () => void;
}
