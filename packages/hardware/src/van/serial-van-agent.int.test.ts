// The serial adapter with the same frames: a stand-in SerialPort class whose wire is a TCP connection
// to the real stand-in (as a USB-serial cable to an agent box would carry the bytes).
import { EventEmitter } from 'node:events';
import { createConnection } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SerialPortModule, SerialPortOpenOptions } from '../optional-modules.ts';
import { startVanStandin } from '../van-agent-standin/standin-server.ts';
import type { VanStandin } from '../van-agent-standin/standin-server.ts';
import { createSerialVanAgent } from './serial-van-agent.ts';

let standin: VanStandin;
beforeAll(async () => {
  standin = await startVanStandin({ port: 0, ledgerFile: null, readerDelayMs: 0 });
});
afterAll(() => standin.close());

const opened: string[] = [];
function wiredSerialPort(port: () => number): SerialPortModule {
  class WiredPort extends EventEmitter {
    isOpen = false;
    private socket: Socket | undefined;
    constructor(private readonly options: SerialPortOpenOptions) {
      super();
    }
    open(callback: (error: Error | null) => void): void {
      if (this.options.path !== '/dev/ttyVAN0') return callback(new Error('No such file or directory'));
      opened.push(`${this.options.path}@${this.options.baudRate}`);
      const socket = createConnection({ host: '127.0.0.1', port: port() }, () => {
        this.isOpen = true;
        callback(null);
      });
      socket.on('data', (chunk) => this.emit('data', chunk));
      socket.on('close', () => {
        this.isOpen = false;
        this.emit('close');
      });
      socket.on('error', () => undefined);
      this.socket = socket;
    }
    write(data: Buffer): boolean {
      return this.socket?.write(data) ?? false;
    }
    drain(callback: (error: Error | null) => void): void {
      callback(null);
    }
    close(callback?: (error: Error | null) => void): void {
      this.socket?.destroy();
      callback?.(null);
    }
    pipe<T>(destination: T): T {
      return destination;
    }
  }
  return { SerialPort: WiredPort } as unknown as SerialPortModule;
}

describe('serial VAN agent', () => {
  it('approves and cancels over the same frames, keeping the port open between requests', async () => {
    const agent = createSerialVanAgent({ path: '/dev/ttyVAN0', tid: 'T-SERIAL', loadModule: async () => wiredSerialPort(() => standin.port), replyTimeoutMs: 1_000 });
    const first = await agent.approveCard({ txId: 'SERIAL-0001', amount: 5_000, vat: 455, installmentMonths: 0 });
    expect(first).toMatchObject({ kind: 'approved', approval: { tid: 'T-SERIAL', maskedCardNo: '9410-00**-****-0001' } });
    expect((await agent.netCancel('SERIAL-0001')).kind).toBe('approved');
    expect(standin.ledger.summary().open).toEqual([]);
    expect(opened).toEqual(['/dev/ttyVAN0@115200']);
    expect(agent.description).toBe('/dev/ttyVAN0 (115200 bps)');
    await agent.close();
  });

  it('is refused when the port cannot be opened or serialport does not load', async () => {
    const missing = createSerialVanAgent({ path: '/dev/ttyNONE', tid: 'T', loadModule: async () => wiredSerialPort(() => standin.port) });
    expect((await missing.approveCard({ txId: 'SERIAL-0002', amount: 1_000, vat: 91, installmentMonths: 0 })).kind).toBe('refused');
    const noModule = createSerialVanAgent({ path: '/dev/ttyVAN0', tid: 'T', loadModule: () => Promise.reject(new Error('no binding')) });
    expect((await noModule.status()).kind).toBe('refused');
  });

  it('reports a port closed mid-request as dropped', async () => {
    const agent = createSerialVanAgent({ path: '/dev/ttyVAN0', tid: 'T', loadModule: async () => wiredSerialPort(() => standin.port), replyTimeoutMs: 1_000 });
    standin.setFault('drop');
    expect((await agent.approveCard({ txId: 'SERIAL-0003', amount: 1_000, vat: 91, installmentMonths: 0 })).kind).toBe('dropped');
    standin.setFault('none');
    // Reopened on the next request.
    expect((await agent.status()).kind).toBe('approved');
    await agent.close();
  });
});
