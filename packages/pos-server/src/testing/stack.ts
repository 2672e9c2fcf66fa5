// One POS test stack: a real platform, a fresh POS database, the POS routes on a port, a registered
// terminal with its first admin logged in.
import { startTestPlatform, type TestPlatform } from './platform';
import { createPosTestDatabase, startPosServer, type PosTestDatabase, type PosTestServer, type StartOptions } from './pos-server';
import { loginSim, pairingCodeFor, posFetch, registerSimTerminal } from './sim-terminal';

export const ADMIN = { name: '관리자', pin: '1234' };
export const SETUP_CODE = 'test-setup-code';

export interface PosStack {
  platform: TestPlatform;
  posDb: PosTestDatabase;
  server: PosTestServer;
  terminal: { terminalId: number; terminalKey: string };
  admin: { token: string; staffId: number };
  /** A fresh registration code for one more terminal (the admin's, on the registered terminal). */
  pairingCode(): Promise<string>;
  /** fetch as the logged-in admin on the registered terminal. */
  api: ReturnType<typeof posFetch>;
  /** Starts the server again on the same database (after crash()). */
  restart(): Promise<PosTestServer>;
  close(): Promise<void>;
}

export async function startPosStack(label: string, options: Partial<StartOptions> = {}): Promise<PosStack> {
  const platform = await startTestPlatform(`${label}-shop`);
  const posDb = await createPosTestDatabase(`${label}-pos`);
  const start = () => startPosServer(posDb.url, { platformUrl: platform.url, systemKey: platform.systemKey, setupCode: SETUP_CODE, ...options });
  let server = await start();
  const terminal = await registerSimTerminal(server.url, '카운터 1', ADMIN, SETUP_CODE);
  const admin = await loginSim(server.url, terminal.terminalKey, ADMIN.name, ADMIN.pin);
  const stack: PosStack = {
    platform,
    posDb,
    server,
    terminal,
    admin,
    api: posFetch(server.url, terminal.terminalKey, admin.token),
    pairingCode: () => pairingCodeFor(stack.server.url, terminal.terminalKey, admin.token),
    async restart() {
      server = await start();
      stack.server = server;
      stack.api = posFetch(server.url, terminal.terminalKey, admin.token);
      return server;
    },
    async close() {
      await stack.server.close();
      await posDb.drop();
      await platform.close();
    },
  };
  return stack;
}
