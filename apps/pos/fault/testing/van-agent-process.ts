// The VAN agent stand-in as a child process (packages/hardware's `van-agent`), so a run can kill -9 it
// like the terminal host and start it again on the same port and ledger file.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const standinMain = join(dirname(require.resolve('@courtside/hardware/van-agent-standin')), 'main.ts');

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export class VanAgentProcess {
  private constructor(
    private readonly child: ChildProcess,
    private readonly exited: Promise<void>,
    readonly port: number,
    readonly controlPort: number,
  ) {}

  /** Port 0 the first time (the run learns it); the same port again after a kill. */
  static start(ledgerFile: string, port = 0, controlPort = 0): Promise<VanAgentProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', standinMain], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, VAN_AGENT_PORT: String(port), VAN_AGENT_CONTROL_PORT: String(controlPort), VAN_AGENT_LEDGER: ledgerFile, VAN_AGENT_READER_DELAY_MS: '0' },
    });
    live.add(child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    void exited.then(() => live.delete(child));
    let err = '';
    child.stderr?.setEncoding('utf8').on('data', (t: string) => (err += t));
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`VAN 에이전트 대역이 뜨지 않았습니다: ${err}`)), 60_000);
      child.stdout?.setEncoding('utf8').on('data', (text: string) => {
        out += text;
        const found = /127\.0\.0\.1:(\d+), 제어 API http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (found) {
          clearTimeout(timer);
          resolve(new VanAgentProcess(child, exited, Number(found[1]), Number(found[2])));
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`VAN 에이전트 대역이 시작 중에 끝났습니다: ${err}`));
      });
    });
  }

  async control(path: string, body: unknown): Promise<void> {
    const res = await fetch(`http://127.0.0.1:${this.controlPort}${path}`, { method: 'PUT', body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }

  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
}
