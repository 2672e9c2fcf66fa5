// `pnpm start` for the terminal: the Node host on 127.0.0.1:4020 (POS_HOST_PORT) running the same
// services as the Electron app, serving the built renderer to any browser on the counter.
import { loadPosConfig } from '../config.ts';
import { createTerminal } from '../services/terminal-services.ts';
import { startHost } from './host-server.ts';

const config = loadPosConfig();
const terminal = await createTerminal(config, { log: (message, error) => console.error(`[pos] ${message}`, error) });
const host = await startHost({ terminal, rendererDir: config.rendererDir, testHooks: config.testHooks, host: config.hostAddress, port: config.hostPort, allowedHostNames: config.hostNames, logLevel: config.logLevel });
console.log(`[pos] 단말기 화면: ${host.url}  (서버 ${config.serverUrl}, 데이터 ${config.dbFile})`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await host.close();
  await terminal.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
