// A real terminal (SQLite file, services, dispatcher) over a throwaway folder, for integration tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PosCatalogueItem } from '@courtside/core/pos';
import { loadPosConfig } from '../../config.ts';
import { createTerminal } from '../terminal-services.ts';
import type { CreateTerminalOptions, Terminal } from '../terminal-services.ts';

export interface TestTerminal extends Terminal {
  readonly dir: string;
  /** Closes the terminal and deletes its folder. */
  destroy(): Promise<void>;
}

export async function createTestTerminal(env: Record<string, string> = {}, options: CreateTerminalOptions = {}, dir?: string): Promise<TestTerminal> {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'courtside-pos-test-'));
  const config = loadPosConfig({ DATA_DIR: folder, POS_PRINTER: 'none', POS_SERVER_URL: 'http://127.0.0.1:9', ...env });
  const terminal = await createTerminal(config, { startSync: false, ...options });
  return {
    ...terminal,
    dir: folder,
    async destroy() {
      await terminal.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export function product(productNo: number, name: string, price: number, stock: number, barcode: string): PosCatalogueItem[] {
  const optionNo = productNo * 10;
  return [
    { kind: 'product', product: { productNo, name, brandName: null, salePrice: price, imageUrl: null, onSale: true, options: [{ optionNo, label: name, price, stockCnt: stock, saleable: true }] } },
    { kind: 'barcode', barcode: { barcode, symbology: 'ean13', productNo, optionNo, inStore: false, updatedAt: '2024-03-01T00:00:00.000Z' } },
  ];
}

/** A registered terminal with one signed-in cashier (offline credential) and a small catalogue. */
export async function readyTerminal(terminal: Terminal, role: 'cashier' | 'stock' | 'admin' = 'cashier'): Promise<void> {
  const s = terminal.services;
  await s.identity.save({ terminalId: 3, name: '카운터 3', key: 'k' });
  await s.auth.seedCredential({ staffId: 21, name: '최계산', role }, '2468', 3600_000);
  await s.catalogue.applyItems([...product(1, '코트 댐프너', 6000, 10, '8801234567893'), ...product(2, '오버그립', 9000, 5, '8809876543213')]);
  await s.auth.login('최계산', '2468');
}

/** The owner whose PIN approves a cashier's refund, void or large discount in tests (issue 28). */
export const TEST_OWNER = { staffId: 1, name: '김사장', pin: '1357' } as const;

/**
 * A call as the screens make it when a manager stands by: refused with APPROVAL_REQUIRED, the owner's
 * name and PIN grant that very action on the same screen, and the call goes again with the approval.
 */
export async function dispatchApproved(terminal: Terminal, channel: string, args: Record<string, unknown>, screen?: string): Promise<Awaited<ReturnType<Terminal['dispatch']>>> {
  const first = await terminal.dispatch(channel, args, screen);
  if (first.ok || first.error.code !== 'APPROVAL_REQUIRED' || !first.error.action) return first;
  await terminal.services.auth.seedCredential({ staffId: TEST_OWNER.staffId, name: TEST_OWNER.name, role: 'admin' }, TEST_OWNER.pin, 3600_000);
  const granted = await terminal.dispatch('approvals.grant', { approverName: TEST_OWNER.name, approverPin: TEST_OWNER.pin, action: first.error.action }, screen);
  if (!granted.ok) return granted;
  return terminal.dispatch(channel, { ...args, approvalId: (granted.value as { approvalId: string }).approvalId }, screen);
}
