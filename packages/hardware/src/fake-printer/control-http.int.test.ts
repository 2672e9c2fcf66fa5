import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EscPosEncoder } from '../escpos/encoder.ts';
import { TcpPrinterTransport } from '../transports/tcp.ts';
import { startFakePrinterControl } from './control-http.ts';
import type { FakePrinterControl } from './control-http.ts';
import { startFakePrinter } from './server.ts';
import type { FakePrinter } from './server.ts';

let printer: FakePrinter;
let control: FakePrinterControl;
let base: string;

beforeAll(async () => {
  printer = await startFakePrinter({ port: 0 });
  control = await startFakePrinterControl(printer, { port: 0 });
  base = `http://127.0.0.1:${control.port}`;
});

afterAll(async () => {
  await control.close();
  await printer.close();
});

const call = (method: string, path: string, body?: string): Promise<Response> => fetch(base + path, { method, body });

describe('fake printer control API', () => {
  it('scripts the state that DLE EOT reports', async () => {
    expect(await (await call('GET', '/state')).json()).toEqual({ state: 'online' });
    const put = await call('PUT', '/state', JSON.stringify({ state: 'paper-out' }));
    expect(put.status).toBe(200);
    expect(printer.state).toBe('paper-out');
    const status = await new TcpPrinterTransport({ host: printer.host, port: printer.port }).requestStatus();
    expect(status).toMatchObject({ paperEnd: true, online: false });
    await call('PUT', '/state', JSON.stringify({ state: 'online' }));
  });

  it('refuses an unknown state in Korean', async () => {
    const bad = await call('PUT', '/state', JSON.stringify({ state: 'on fire' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'FAKE_PRINTER_STATE_INVALID' });
    expect((await call('PUT', '/state', 'not json')).status).toBe(400);
  });

  it('shows what was printed and forgets it on request', async () => {
    expect((await call('GET', '/jobs/last')).status).toBe(404);
    await new TcpPrinterTransport({ host: printer.host, port: printer.port }).write(new EscPosEncoder().initialize().koreanMode().line('안녕하세요').encode());
    await printer.waitForJobs(1);
    const { jobs } = (await (await call('GET', '/jobs')).json()) as { jobs: { lines: { text: string }[]; commands?: unknown }[] };
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.lines.map((line) => line.text)).toEqual(['안녕하세요']);
    expect(jobs[0]?.commands).toBeUndefined();
    const last = (await (await call('GET', '/jobs/last')).json()) as { koreanMode: boolean; commands: unknown[] };
    expect(last.koreanMode).toBe(true);
    expect(last.commands.length).toBeGreaterThan(0);
    expect((await call('DELETE', '/jobs')).status).toBe(204);
    expect(printer.jobs()).toHaveLength(0);
  });

  it('answers CORS preflights and unknown paths', async () => {
    const preflight = await call('OPTIONS', '/state');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await call('GET', '/nope')).status).toBe(404);
  });
});
