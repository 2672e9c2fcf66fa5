// Shared steps of the terminal fault runs: the own server's POS stack (apps/web's harness: a real
// shop-api and the POS routes on node:http), products on the platform, a terminal host registered
// and signed in through its own screens' API, and "sync until the outbox is empty".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, startPosStack } from '@courtside/pos-server/testing/stack';
import type { PosStack } from '@courtside/pos-server/testing/stack';
import type { SyncStatusView } from '../../src/shared/schemas.ts';
import type { FaultProduct } from './sale-drafts.ts';
import { TerminalHost } from './terminal-host.ts';
import type { HostSpec } from './terminal-host.ts';

export { ADMIN, startPosStack };
export type { PosStack };

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function tempDataDir(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `courtside-pos-fault-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function createProducts(stack: PosStack, count: number, stock: number): Promise<FaultProduct[]> {
  const products: FaultProduct[] = [];
  for (let i = 0; i < count; i++) {
    const price = 3000 + i * 1500;
    const name = `장애 시험 상품 ${i + 1}`;
    const created = await stack.platform.createProduct(name, price, [stock]);
    products.push({ productNo: created.productNo, optionNo: created.optionNos[0] ?? 0, name, price });
  }
  return products;
}

/**
 * Starts a host; registers it as a new terminal of the stack (first start only, with a registration
 * code an admin made — `stack.pairingCode()` — since the stack already has its first terminal) and
 * signs the admin in.
 */
export async function startSignedIn(spec: HostSpec, register: string | null, pairingCode: string | null = null): Promise<TerminalHost> {
  const host = await TerminalHost.start(spec);
  if (register !== null) await host.value('terminal.register', { name: register, adminName: ADMIN.name, adminPin: ADMIN.pin, setupCode: pairingCode });
  await host.value('auth.login', { name: ADMIN.name, pin: ADMIN.pin });
  return host;
}

/** Presses 지금 동기화 until nothing waits in the outbox; fails with the last status after `limitMs`. */
export async function syncUntilEmpty(host: TerminalHost, limitMs: number): Promise<SyncStatusView> {
  const started = Date.now();
  for (;;) {
    const status = await host.value('sync.now', {});
    if (status.pending === 0) return status;
    if (Date.now() - started > limitMs) throw new Error(`동기화가 끝나지 않았습니다: ${JSON.stringify(status)}\n${host.log.join('\n')}`);
    await pause(150);
  }
}
