// The real terminal host (src/host/main.ts) as a child process over its own data folder: started,
// killed with SIGKILL (a power cut as far as the process is concerned), started again on the same
// folder, and driven through the same HTTP API the renderer uses (POST /api/ipc/<channel>).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_HEADER } from '../../src/host/host-server.ts';
import type { IpcChannel } from '../../src/shared/ipc-channels.ts';
import type { IpcArgs, IpcValue } from '../../src/shared/ipc.ts';
import type { IpcResult } from '../../src/shared/result.ts';

const appRoot = fileURLToPath(new URL('../..', import.meta.url));
const hostEntry = fileURLToPath(new URL('../../src/host/main.ts', import.meta.url));
const STARTUP_LIMIT_MS = 60_000;

export interface HostSpec {
  /** The terminal's DATA_DIR: its SQLite file and settings live under `<dataDir>/pos`. */
  readonly dataDir: string;
  /** Where its sync worker and sign-in go (the POS routes, or a proxy in front of them). */
  readonly serverUrl: string;
  readonly syncBatchSize: number;
  /** Extra environment (sync timings). */
  readonly env?: Readonly<Record<string, string>>;
}

/** A request to the host that got no answer (the process died, or was killed, while it was in flight). */
export class HostUnreachable extends Error {
  constructor(channel: string, cause: unknown) {
    super(`단말기 호스트가 응답하지 않았습니다 (${channel})`, { cause });
  }
}

/** Every child ever started, so a failing test can still kill what it left behind. */
const live = new Set<ChildProcess>();

export function killAllHosts(): void {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

// A test process that ends abruptly must not leave terminal hosts running.
process.once('exit', killAllHosts);

export class TerminalHost {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly exited: Promise<void>,
    /** The last lines the host wrote to stderr (shown when a run fails). */
    readonly log: string[],
  ) {}

  static start(spec: HostSpec): Promise<TerminalHost> {
    const child = spawn(process.execPath, ['--import', 'tsx', hostEntry], {
      cwd: appRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        POS_HOST_PORT: '0',
        POS_HOST_ADDRESS: '127.0.0.1',
        DATA_DIR: spec.dataDir,
        POS_SERVER_URL: spec.serverUrl,
        POS_PRINTER: 'none',
        POS_TEST_HOOKS: '1',
        POS_SYNC_INTERVAL_MS: '300',
        POS_SYNC_MAX_BACKOFF_MS: '400',
        POS_SYNC_BATCH_SIZE: String(spec.syncBatchSize),
        ...spec.env,
      },
    });
    live.add(child);
    const log: string[] = [];
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    void exited.then(() => live.delete(child));
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      log.push(...text.split('\n').filter((l) => l.trim() !== ''));
      if (log.length > 40) log.splice(0, log.length - 40);
    });
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`단말기 호스트가 ${STARTUP_LIMIT_MS / 1000}초 안에 뜨지 않았습니다:\n${log.join('\n')}`));
      }, STARTUP_LIMIT_MS);
      child.stdout?.setEncoding('utf8').on('data', (text: string) => {
        out += text;
        const found = /단말기 화면: (http:\/\/[^\s]+)/.exec(out);
        if (found?.[1]) {
          clearTimeout(timer);
          resolve(new TerminalHost(found[1], child, exited, log));
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`단말기 호스트가 시작 중에 끝났습니다 (${child.exitCode ?? child.signalCode}):\n${log.join('\n')}`));
      });
    });
  }

  /** One screen call; `HostUnreachable` when no answer came back. */
  async call<C extends IpcChannel>(channel: C, args: IpcArgs<C>): Promise<IpcResult<IpcValue<C>>> {
    let response: Response;
    try {
      response = await fetch(`${this.url}/api/ipc/${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [API_HEADER]: '1' },
        body: JSON.stringify(args ?? {}),
      });
      return (await response.json()) as IpcResult<IpcValue<C>>;
    } catch (error) {
      throw new HostUnreachable(channel, error);
    }
  }

  /** A screen call that must succeed (set-up steps). */
  async value<C extends IpcChannel>(channel: C, args: IpcArgs<C>): Promise<IpcValue<C>> {
    const result = await this.call(channel, args);
    if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
    return result.value;
  }

  /** kill -9: no shutdown code runs, whatever was in flight is cut. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** A normal shutdown (SIGTERM: the host closes its server and database). */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
}
