// The names of every call the screens may make, and the one event channel. Kept apart from the
// schemas so the sandboxed preload can allow-list them without bundling zod.
export const IPC_CHANNELS = [
  'auth.login',
  'auth.logout',
  'auth.current',
  'auth.lock',
  'auth.staffNames',
  'terminal.info',
  'terminal.register',
  'shop.get',
  'shop.save',
  'staff.list',
  'staff.create',
  'staff.update',
  'terminal.pairingCode',
  'catalogue.lookup',
  'catalogue.search',
  'catalogue.categories',
  'catalogue.grid',
  'catalogue.pin',
  'catalogue.refresh',
  'sales.complete',
  'sales.acknowledge',
  'sales.unacknowledged',
  'sales.hold',
  'sales.held',
  'sales.discardHeld',
  'orders.list',
  'orders.store',
  'orders.get',
  'orders.reprint',
  'orders.refund',
  'stock.move',
  'stock.recent',
  'products.list',
  'products.get',
  'products.save',
  'barcodes.assign',
  'barcodes.generate',
  'barcodes.search',
  'barcodes.remove',
  'labels.print',
  'reports.daily',
  'reports.x',
  'reports.z',
  'custom.list',
  'custom.get',
  'custom.printSheet',
  'settings.get',
  'settings.update',
  'printer.status',
  'printer.test',
  'printer.reprint',
  'printer.job',
  'devices.list',
  'van.check',
  'sync.status',
  'sync.now',
] as const;

export type IpcChannel = (typeof IPC_CHANNELS)[number];

/** The channel main → renderer pushes TerminalEvent on. */
export const EVENT_CHANNEL = 'terminal:event';

export function isIpcChannel(value: unknown): value is IpcChannel {
  return typeof value === 'string' && (IPC_CHANNELS as readonly string[]).includes(value);
}
