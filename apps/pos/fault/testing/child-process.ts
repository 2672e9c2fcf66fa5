// A stand-in or host started as a child process (Node with tsx) for the fault runs: it is ready when
// its stdout shows the line `ready` looks for, it keeps its last stderr lines for a failing run's
// report, it may be killed with SIGKILL (a power cut as far as it is concerned) or stopped with
// SIGTERM, and a test process that ends abruptly takes every child it started with it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface ChildSpec<T> {
  /** The TypeScript entry file. */
  readonly entry: string;
  readonly cwd?: string;
  readonly env: Readonly<Record<string, string>>;
  /** Named in the errors ("단말기 호스트"). */
  readonly label: string;
  readonly limitMs: number;
  /** What the ready line says (ports, URL), or null while it has not come yet. */
  readonly ready: (stdout: string) => T | null;
}

export class Child {
  private constructor(
    readonly process: ChildProcess,
    readonly exited: Promise<void>,
    /** The last 40 lines the child wrote to stderr. */
    readonly log: string[],
  ) {}

  static start<T>(spec: ChildSpec<T>): Promise<{ child: Child; ready: T }> {
    const proc = spawn(process.execPath, ['--import', 'tsx', spec.entry], { ...(spec.cwd ? { cwd: spec.cwd } : {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...spec.env } });
    live.add(proc);
    const log: string[] = [];
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    void exited.then(() => live.delete(proc));
    proc.stderr?.setEncoding('utf8').on('data', (text: string) => {
      log.push(...text.split('\n').filter((l) => l.trim() !== ''));
      if (log.length > 40) log.splice(0, log.length - 40);
    });
    const child = new Child(proc, exited, log);
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => {
        proc.kill('SIGKILL');
        reject(new Error(`${spec.label}이(가) ${spec.limitMs / 1000}초 안에 뜨지 않았습니다:\n${log.join('\n')}`));
      }, spec.limitMs);
      proc.stdout?.setEncoding('utf8').on('data', (text: string) => {
        out += text;
        const found = spec.ready(out);
        if (found !== null) {
          clearTimeout(timer);
          resolve({ child, ready: found });
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`${spec.label}이(가) 시작 중에 끝났습니다 (${proc.exitCode ?? proc.signalCode}):\n${log.join('\n')}`));
      });
    });
  }

  /** kill -9: no shutdown code runs, whatever was in flight is cut. */
  async kill(): Promise<void> {
    this.process.kill('SIGKILL');
    await this.exited;
  }

  /** A normal shutdown (SIGTERM: the child closes its servers and files). */
  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    this.process.kill('SIGTERM');
    await this.exited;
  }
}
