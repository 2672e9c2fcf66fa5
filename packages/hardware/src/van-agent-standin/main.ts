// Runs the VAN agent stand-in on its own: `pnpm --filter @courtside/hardware van-agent`.
import { readVanStandinConfig } from './config.ts';
import { startVanStandinControl } from './control-http.ts';
import { startVanStandin } from './standin-server.ts';

const config = readVanStandinConfig();
const standin = await startVanStandin({ host: config.host, port: config.port, ledgerFile: config.ledgerFile, readerDelayMs: config.readerDelayMs });
const control = await startVanStandinControl(standin, { port: config.controlPort });
console.log(`[van-agent] VAN 에이전트 대역 ${standin.host}:${standin.port}, 제어 API http://${standin.host}:${control.port}, 원장 ${config.ledgerFile}`);

const stop = (): void => {
  void Promise.all([control.close(), standin.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
