// A ready terminal paying through a fresh VAN agent stand-in (its own ledger) on a loopback port, for
// the integration tests of card payments, refunds and exchanges.
import { startVanStandin } from '@courtside/hardware/van-agent-standin';
import type { VanStandin } from '@courtside/hardware/van-agent-standin';
import { createTestTerminal, readyTerminal } from './test-terminal.ts';
import type { TestTerminal } from './test-terminal.ts';

export interface VanTestTerminal {
  readonly standin: VanStandin;
  readonly terminal: TestTerminal;
  /** The terminal's environment (to start it again on the same folder). */
  readonly env: Record<string, string>;
}

export async function startVanTestTerminal(): Promise<VanTestTerminal> {
  const standin = await startVanStandin({ port: 0, ledgerFile: null, readerDelayMs: 0 });
  const env = { POS_VAN_AGENT: `tcp://127.0.0.1:${standin.port}`, POS_VAN_REPLY_TIMEOUT_MS: '400', POS_VAN_QUICK_TIMEOUT_MS: '400' };
  const terminal = await createTestTerminal(env, { paymentRecoveryMs: 3_600_000 });
  await readyTerminal(terminal);
  return { standin, terminal, env };
}
