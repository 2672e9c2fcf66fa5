// The real terminal host (src/host/main.ts) as a child process over its own data folder: started,
// killed with SIGKILL (a power cut as far as the process is concerned), started again on the same
// folder, and driven through the same HTTP API the renderer uses (POST /api/ipc/<channel>).
import { fileURLToPath } from 'node:url';
import { API_HEADER } from '../../src/host/host-server.ts';
import type { IpcChannel } from '../../src/shared/ipc-channels.ts';
import type { IpcArgs, IpcValue } from '../../src/shared/ipc.ts';
import type { IpcResult } from '../../src/shared/result.ts';
import { Child } from './child-process.ts';

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

/** Every host ever started, so a failing test can still kill what it left behind. */
const live = new Set<TerminalHost>();

export function killAllHosts(): void {
  for (const host of live) void host.kill();
  live.clear();
}

export class TerminalHost {
  private constructor(
    readonly url: string,
    private readonly child: Child,
  ) {}

  /** The last lines the host wrote to stderr (shown when a run fails). */
  get log(): string[] {
    return this.child.log;
  }

  static async start(spec: HostSpec): Promise<TerminalHost> {
    const { child, ready } = await Child.start({
      entry: hostEntry,
      cwd: appRoot,
      env: {
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
      label: '단말기 호스트',
      limitMs: STARTUP_LIMIT_MS,
      ready: (out) => /단말기 화면: (http:\/\/[^\s]+)/.exec(out)?.[1] ?? null,
    });
    const host = new TerminalHost(ready, child);
    live.add(host);
    void child.exited.then(() => live.delete(host));
    return host;
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
  kill(): Promise<void> {
    return this.child.kill();
  }

  /** A normal shutdown (SIGTERM: the host closes its server and database). */
  stop(): Promise<void> {
    return this.child.stop();
  }
}
