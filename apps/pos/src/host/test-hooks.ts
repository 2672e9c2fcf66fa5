// Seeding for e2e tests and demos, mounted only when POS_TEST_HOOKS=1: the terminal identity, staff
// credentials, catalogue items and custom orders, written through the same services a real sync
// and login would use.
import { z } from 'zod';
import type { PosCatalogueItem, PosCustomOrderDetail } from '@courtside/core';
import type { Terminal } from '../services/terminal-services.ts';
import { memoryCustomOrders } from '../services/custom/custom-orders.ts';
import { createDeviceLister } from '../services/devices/device-lister.ts';
import type { DeviceLister } from '../services/devices/device-lister.ts';

const seedSchema = z.object({
  terminal: z.object({ terminalId: z.number().int().positive(), name: z.string().min(1), key: z.string().default('test-terminal-key') }).optional(),
  staff: z.array(z.object({ staffId: z.number().int().positive(), name: z.string().min(1), role: z.enum(['cashier', 'stock', 'admin']), pin: z.string().regex(/^\d{4,8}$/) })).optional(),
  /** PosCatalogueItem values, as the delta feed would send them. */
  catalogue: z.array(z.unknown()).optional(),
  /** PosCustomOrderDetail values plus their images (url → base64 PNG). */
  customOrders: z.object({ orders: z.array(z.unknown()), images: z.record(z.string(), z.string()) }).optional(),
  /** Point the receipt printer at a (fake) network printer. */
  printer: z.object({ host: z.string(), port: z.number().int(), columns: z.union([z.literal(32), z.literal(42), z.literal(48)]).default(42) }).optional(),
  slowWedge: z.boolean().optional(),
  /**
   * What the settings screen's device lists find, through the real listing code: serial ports on
   * serialport's mock binding, HID devices from a fake node-hid, and lpstat's output (null: no lpstat).
   */
  devices: z
    .object({
      serialPorts: z.array(z.object({ path: z.string().min(1), manufacturer: z.string().optional(), vendorId: z.string().optional(), productId: z.string().optional() })),
      hid: z.array(z.object({ vendorId: z.number().int(), productId: z.number().int(), path: z.string(), product: z.string().optional(), manufacturer: z.string().optional(), usagePage: z.number().int() })),
      lpstat: z.string().nullable(),
    })
    .optional(),
});

export type TestSeed = z.input<typeof seedSchema>;

export async function applyTestSeed(terminal: Terminal, body: unknown): Promise<void> {
  const seed = seedSchema.parse(body);
  const s = terminal.services;
  if (seed.terminal) await s.identity.save(seed.terminal);
  for (const staff of seed.staff ?? []) await s.auth.seedCredential({ staffId: staff.staffId, name: staff.name, role: staff.role }, staff.pin, 30 * 24 * 3600_000);
  if (seed.catalogue) await s.catalogue.applyItems(seed.catalogue as PosCatalogueItem[]);
  if (seed.printer || seed.slowWedge !== undefined) {
    const current = await s.settings.load();
    const next = await s.settings.save({
      ...current,
      printer: seed.printer ? { ...current.printer, transport: 'tcp', host: seed.printer.host, port: seed.printer.port, columns: seed.printer.columns, paperWidth: seed.printer.columns === 32 ? '58' : '80' } : current.printer,
      scanner: { ...current.scanner, slowWedge: seed.slowWedge ?? current.scanner.slowWedge },
    });
    await s.printer.reconfigure(next.printer);
  }
  if (seed.devices) s.devices = seededDeviceLister(seed.devices);
  if (seed.customOrders) {
    const images = new Map(Object.entries(seed.customOrders.images).map(([url, b64]) => [url, new Uint8Array(Buffer.from(b64, 'base64'))]));
    s.custom = memoryCustomOrders(seed.customOrders.orders as PosCustomOrderDetail[], images);
  }
}

function seededDeviceLister(devices: NonNullable<z.output<typeof seedSchema>['devices']>): DeviceLister {
  return createDeviceLister({
    serialPort: async () => {
      const { SerialPortMock } = await import('serialport');
      SerialPortMock.binding.reset();
      for (const { path, ...info } of devices.serialPorts) SerialPortMock.binding.createPort(path, info);
      return { SerialPort: SerialPortMock };
    },
    nodeHid: async () => ({ devices: () => devices.hid }),
    printers: {
      platform: 'linux',
      exec: async () => {
        if (devices.lpstat === null) throw Object.assign(new Error("env: 'lpstat': No such file or directory"), { code: 127, stdout: '', stderr: '' });
        return { stdout: devices.lpstat, stderr: '' };
      },
    },
  });
}

export async function testState(terminal: Terminal) {
  const s = terminal.services;
  const sales = await s.db.selectFrom('sales').select(['id', 'receipt_no', 'total']).orderBy('sold_at').execute();
  return { pending: await s.outbox.pendingCount(), sales, movements: await s.stock.recent(50) };
}
