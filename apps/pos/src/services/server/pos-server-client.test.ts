// The client parses every reply with its route's reply schema: a server answering another shape (a
// version apart) is refused with SERVER_REPLY_INVALID instead of being read half-way. A real HTTP
// server plays the own server and answers whatever the test sets.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosServerClient, isUnreachable, PosServerError } from './pos-server-client.ts';

let server: Server;
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let baseUrl = '';

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(answer.status, answer.body === '' ? {} : { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = () => createPosServerClient({ baseUrl, terminalKey: () => 'key' });
const staff = { staffId: 1, name: '김계산', role: 'cashier', active: true };

describe('pos server client replies', () => {
  it('returns a reply of the route’s shape', async () => {
    answer = { status: 200, body: JSON.stringify({ items: [staff] }) };
    await expect(client().staffList('token')).resolves.toEqual({ items: [staff] });
    answer = { status: 204, body: '' };
    await expect(client().logout('token')).resolves.toBeUndefined();
  });

  it('refuses a reply of another shape with a clear code, naming the route and fields', async () => {
    answer = { status: 200, body: JSON.stringify({ items: [{ ...staff, role: 'owner', staffId: '1' }] }) };
    const error = await client().staffList('token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PosServerError);
    expect(error).toMatchObject({ code: 'SERVER_REPLY_INVALID', status: 200, unreachable: false });
    expect((error as Error).message).toMatch(/응답 형식/);
    expect((error as Error).message).toContain('staff.list: items.0.staffId, items.0.role');
    // Not mistaken for an offline server: the caller shows it instead of falling back.
    expect(isUnreachable(error)).toBe(false);
  });

  it('refuses a sync reply missing its results rather than treating the outbox as sent', async () => {
    answer = { status: 200, body: JSON.stringify({ conflicts: [], pendingStockPushes: 0, serverTime: '2024-03-05T05:00:00Z' }) };
    await expect(client().sync({ terminalId: 1, entries: [] })).rejects.toMatchObject({ code: 'SERVER_REPLY_INVALID' });
  });
});
