// The counter terminal the journeys sync sales through (pos-server's simulated terminal: the same HTTP
// calls apps/pos makes). The first journey that needs one registers it with the shop's setup code
// (only the first terminal of an empty data folder can); the others of the same run reuse it from a
// file in the run's data folder, so the journeys do not depend on their order.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginSim, registerSimTerminal, SimTerminal } from '@courtside/pos-server/testing/sim-terminal';

const SETUP_CODE = 'courtside-pos-setup';
const ADMIN = { name: '점장', pin: '4826' };

export async function counterTerminal(baseUrl: string): Promise<SimTerminal> {
  const file = join(process.env.E2E_DATA_DIR ?? '/tmp/courtside-e2e', `counter-terminal-${new URL(baseUrl).port}.json`);
  let terminal: { terminalId: number; terminalKey: string };
  if (existsSync(file)) terminal = JSON.parse(readFileSync(file, 'utf8')) as typeof terminal;
  else {
    terminal = await registerSimTerminal(baseUrl, '매장 1번', ADMIN, SETUP_CODE);
    writeFileSync(file, JSON.stringify(terminal));
  }
  const { staffId } = await loginSim(baseUrl, terminal.terminalKey, ADMIN.name, ADMIN.pin);
  return new SimTerminal(baseUrl, terminal.terminalId, terminal.terminalKey, staffId);
}
