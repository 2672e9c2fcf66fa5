// A product created at the counter with its opening stock: the own server creates the options with
// none, and each option's opening stock comes in as a 입고 movement in the outbox like any other.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { posRoutePath } from '@courtside/core';
import type { PosProductDetail, PosProductInput, PosStaffLoginReply, PosStockEntry } from '@courtside/core';
import { createTestTerminal } from '../testing/test-terminal.ts';
import type { TestTerminal } from '../testing/test-terminal.ts';
import { openingStock } from './product-handlers.ts';

/** The own server's product and sign-in routes as a stand-in answering over fetch. */
function ownServer() {
  const created: PosProductInput[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input)).pathname;
    if (path === posRoutePath('sessions.login')) {
      const staff = { staffId: 31, name: '박재고', role: 'stock' as const, active: true };
      const reply: PosStaffLoginReply = {
        token: 'tok',
        expiresAt: '2099-01-01T00:00:00Z',
        staff,
        terminal: { terminalId: 3, name: '카운터 3', registeredAt: '2024-01-01T00:00:00Z' },
        offline: { staff, hash: { algorithm: 'scrypt', salt: Buffer.from('0123456789abcdef').toString('base64'), N: 1024, r: 8, p: 1, keyLength: 32 }, offlineUntil: '2099-01-01T00:00:00Z' },
      };
      return Response.json(reply, { status: 201 });
    }
    if (path === posRoutePath('products.search') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as PosProductInput;
      created.push(body);
      const detail: PosProductDetail = {
        productNo: 77,
        name: body.name,
        brandName: null,
        salePrice: body.salePrice,
        imageUrl: null,
        onSale: true,
        stockCnt: 0,
        optionCount: body.options.length,
        options: body.options.map((o, i) => ({ optionNo: 770 + i, label: o.label, price: body.salePrice + o.addPrice, stockCnt: o.stockCnt ?? 0, saleable: true })),
        barcodes: [],
      };
      return Response.json(detail, { status: 201 });
    }
    return Response.json({ code: 'NOT_FOUND', message: '없음' }, { status: 404 });
  };
  return { created, fetcher };
}

describe('creating a product with its opening stock', () => {
  let t: TestTerminal;
  let server: ReturnType<typeof ownServer>;
  beforeEach(async () => {
    server = ownServer();
    t = await createTestTerminal({ POS_SERVER_URL: 'http://own-server.test' }, { fetch: server.fetcher as typeof fetch });
    await t.services.identity.save({ terminalId: 3, name: '카운터 3', key: 'k' });
    await t.services.auth.login('박재고', '1357');
  });
  afterEach(async () => t.destroy());

  it('creates the options with none and receives each opening stock through the outbox', async () => {
    const saved = await t.dispatch('products.save', {
      productNo: null,
      name: '낱개 오버그립',
      salePrice: 2000,
      options: [
        { optionNo: null, optionName: '화이트', addPrice: 0, stock: 30 },
        { optionNo: null, optionName: '블랙', addPrice: 0, stock: 0 },
        { optionNo: null, optionName: '핑크', addPrice: 500, stock: 12 },
      ],
    });
    expect(saved).toMatchObject({ ok: true, value: { productNo: 77, options: [{ optionNo: 770, stock: 30 }, { optionNo: 771, stock: 0 }, { optionNo: 772, stock: 12 }] } });
    expect(server.created[0]?.options.map((o) => o.stockCnt)).toEqual([0, 0, 0]);
    const entries = await t.services.db.selectFrom('outbox').select(['kind', 'payload']).orderBy('seq').execute();
    expect(entries.map((e) => e.kind)).toEqual(['stock', 'stock']);
    const payloads = entries.map((e) => (JSON.parse(e.payload) as PosStockEntry).payload);
    expect(payloads.map((p) => [p.reason, p.note, p.movements[0]?.optionNo, p.movements[0]?.delta])).toEqual([
      ['receive', '기초 재고', 770, 30],
      ['receive', '기초 재고', 772, 12],
    ]);
  });

  it('pairs opening stock with the new options only, in the order they were sent', () => {
    expect(openingStock([{ optionNo: 5, stock: 9 }, { optionNo: null, stock: 4 }, { optionNo: null, stock: 0 }], [801, 802])).toEqual([{ optionNo: 801, quantity: 4 }]);
  });
});
