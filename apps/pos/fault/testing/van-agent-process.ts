// The VAN agent stand-in as a child process (packages/hardware's `van-agent`), so a run can kill -9 it
// like the terminal host and start it again on the same port and ledger file.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Child } from './child-process.ts';

const require = createRequire(import.meta.url);
const standinMain = join(dirname(require.resolve('@courtside/hardware/van-agent-standin')), 'main.ts');

export class VanAgentProcess {
  private constructor(
    private readonly child: Child,
    readonly port: number,
    readonly controlPort: number,
  ) {}

  /** Port 0 the first time (the run learns it); the same port again after a kill. */
  static async start(ledgerFile: string, port = 0, controlPort = 0): Promise<VanAgentProcess> {
    const { child, ready } = await Child.start({
      entry: standinMain,
      env: { VAN_AGENT_PORT: String(port), VAN_AGENT_CONTROL_PORT: String(controlPort), VAN_AGENT_LEDGER: ledgerFile, VAN_AGENT_READER_DELAY_MS: '0' },
      label: 'VAN 에이전트 대역',
      limitMs: 60_000,
      ready: (out) => {
        const found = /127\.0\.0\.1:(\d+), 제어 API http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        return found ? { port: Number(found[1]), controlPort: Number(found[2]) } : null;
      },
    });
    return new VanAgentProcess(child, ready.port, ready.controlPort);
  }

  async control(path: string, body: unknown): Promise<void> {
    const res = await fetch(`http://127.0.0.1:${this.controlPort}${path}`, { method: 'PUT', body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }

  kill(): Promise<void> {
    return this.child.kill();
  }

  stop(): Promise<void> {
    return this.child.stop();
  }
}
