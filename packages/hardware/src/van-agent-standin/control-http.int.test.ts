import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVanStandinControl } from './control-http.ts';
import type { VanStandinControl } from './control-http.ts';
import { startVanStandin } from './standin-server.ts';
import type { VanStandin } from './standin-server.ts';
import { readVanStandinConfig } from './config.ts';
import { maskCardNo } from './test-media.ts';

let standin: VanStandin;
let control: VanStandinControl;
let base: string;
beforeAll(async () => {
  standin = await startVanStandin({ port: 0, ledgerFile: null });
  control = await startVanStandinControl(standin, { port: 0 });
  base = `http://127.0.0.1:${control.port}`;
});
afterAll(async () => {
  await control.close();
  await standin.close();
});
const put = (path: string, body: unknown) => fetch(base + path, { method: 'PUT', body: JSON.stringify(body) });

describe('VAN stand-in control API', () => {
  it('starts with the approved test card and no fault', async () => {
    const state = (await (await fetch(`${base}/state`)).json()) as { card: string; fault: string; cards: unknown[] };
    expect(state).toMatchObject({ card: '9410-0000-0000-0001', fault: 'none' });
    expect(state.cards.length).toBeGreaterThanOrEqual(6);
  });
  it('switches the inserted card and the fault, refusing what it does not know in Korean', async () => {
    expect((await put('/card', { cardNo: '9410-0000-0000-0003' })).status).toBe(200);
    expect(standin.state().card).toBe('9410-0000-0000-0003');
    const bad = await put('/card', { cardNo: '4111-1111-1111-1111' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VAN_STANDIN_INPUT_INVALID', message: expect.stringContaining('테스트 카드') });
    expect((await put('/fault', { fault: 'slow', slowMs: 2500 })).status).toBe(200);
    expect(standin.state()).toMatchObject({ fault: 'slow', slowMs: 2500 });
    expect((await put('/fault', { fault: 'explode' })).status).toBe(400);
    expect((await put('/fault', { fault: 'slow', slowMs: -1 })).status).toBe(400);
    expect((await put('/reader-delay', { ms: 0 })).status).toBe(200);
    expect((await put('/reader-delay', { ms: 'x' })).status).toBe(400);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
  it('shows the ledger with its summary', async () => {
    const body = (await (await fetch(`${base}/ledger`)).json()) as { entries: unknown[]; summary: { chargedTotal: number } };
    expect(body).toMatchObject({ entries: [], summary: { chargedTotal: 0 } });
  });
});

describe('stand-in config and test media', () => {
  it('needs no configuration and follows VAN_AGENT_PORT', () => {
    expect(readVanStandinConfig({}, '/repo')).toEqual({ host: '127.0.0.1', port: 9300, controlPort: 9301, ledgerFile: '/repo/data/van-agent/ledger.jsonl', readerDelayMs: 400 });
    expect(readVanStandinConfig({ VAN_AGENT_PORT: '15300', DATA_DIR: '/tmp/d' }, '/repo')).toMatchObject({ port: 15300, controlPort: 15301, ledgerFile: '/tmp/d/van-agent/ledger.jsonl' });
    expect(() => readVanStandinConfig({ VAN_AGENT_PORT: 'x' }, '/repo')).toThrow(/VAN_AGENT_PORT/);
  });
  it('masks card numbers the way slips print them', () => {
    expect(maskCardNo('9410000000000001')).toBe('9410-00**-****-0001');
    const amex = maskCardNo('371000000000005');
    expect(amex.replace(/[^0-9]/g, '')).toBe('3710000005');
    expect(amex.startsWith('3710-00')).toBe(true);
  });
});
