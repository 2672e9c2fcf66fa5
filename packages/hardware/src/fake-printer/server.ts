// A fake ESC/POS network printer: a TCP server (127.0.0.1:9100 by default) that records the bytes of
// every connection, decodes them into commands and printed lines, and answers DLE EOT from a
// scripted state. Tests and the browser-hosted terminal print to it instead of paper.
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { listenOn } from '../control-server.ts';
import { repliesForStatus } from '../escpos/status.ts';
import type { DecodedCommand, DecodedLine } from './decoded.ts';
import { EscPosDecoder } from './decoder.ts';
import { statusForState } from './state.ts';
import type { FakePrinterState } from './state.ts';

export interface FakePrinterJob {
  readonly id: number;
  readonly receivedAt: string;
  /** The printer's state when the job arrived. */
  readonly state: FakePrinterState;
  readonly byteCount: number;
  /** Korean mode (FS &, ESC R 13, ESC t 0) was on by the end of the job. */
  readonly koreanMode: boolean;
  readonly lines: readonly DecodedLine[];
  readonly commands: readonly DecodedCommand[];
}

export interface FakePrinterOptions {
  readonly host?: string;
  /** 0 picks a free port (tests). */
  readonly port?: number;
  readonly state?: FakePrinterState;
}

export interface FakePrinter {
  readonly host: string;
  readonly port: number;
  readonly state: FakePrinterState;
  setState(state: FakePrinterState): void;
  /** Connections that carried print data (status-only queries are not jobs), oldest first. */
  jobs(): readonly FakePrinterJob[];
  lastJob(): FakePrinterJob | undefined;
  /** Resolves once `count` jobs have been received since start (or the last `clear`). */
  waitForJobs(count: number): Promise<readonly FakePrinterJob[]>;
  clear(): void;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_PRINTER_PORT = 9100;

export async function startFakePrinter(options: FakePrinterOptions = {}): Promise<FakePrinter> {
  const host = options.host ?? '127.0.0.1';
  let state: FakePrinterState = options.state ?? 'online';
  let jobs: FakePrinterJob[] = [];
  let nextId = 1;
  const waiters: { count: number; resolve: (jobs: readonly FakePrinterJob[]) => void }[] = [];
  const sockets = new Set<Socket>();

  const record = (job: FakePrinterJob): void => {
    jobs.push(job);
    for (const waiter of [...waiters]) {
      if (jobs.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve([...jobs]);
      }
    }
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    const stateAtStart = state;
    let byteCount = 0;
    const decoder = new EscPosDecoder((n) => {
      const status = statusForState(state);
      if (status === undefined || socket.destroyed) return; // offline: no answer at all
      const replies = repliesForStatus(status);
      const byte = n === 1 ? replies.printer : n === 2 ? replies.offlineCause : n === 4 ? replies.paper : 0x12;
      socket.write(Uint8Array.of(byte));
    });
    socket.on('data', (chunk: Buffer) => {
      byteCount += chunk.length;
      decoder.push(chunk);
    });
    socket.on('error', () => undefined); // a client that resets the connection is normal here
    socket.on('close', () => {
      sockets.delete(socket);
      decoder.end();
      if (decoder.commands.every((command) => command.type === 'status-request')) return;
      record({
        id: nextId++,
        receivedAt: new Date().toISOString(),
        state: stateAtStart,
        byteCount,
        koreanMode: decoder.koreanMode,
        lines: decoder.lines,
        commands: decoder.commands,
      });
    });
  });

  const port = await listenOn(server, options.port ?? DEFAULT_FAKE_PRINTER_PORT, host);

  return {
    host,
    port,
    get state() {
      return state;
    },
    setState(next) {
      state = next;
    },
    jobs: () => [...jobs],
    lastJob: () => jobs[jobs.length - 1],
    waitForJobs(count) {
      if (jobs.length >= count) return Promise.resolve([...jobs]);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    clear() {
      jobs = [];
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
