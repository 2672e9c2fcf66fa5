// The /api/pos/* handler's own answers before any route logic: unknown paths and methods, bodies that
// are too large (declared or streamed), not JSON or not the route's shape, and an unexpected failure.
import { POS_BODY_LIMIT } from '@courtside/core';
import { describe, expect, it } from 'vitest';
import type { PosDeps } from './deps';
import { createPosHandler } from './http';

const errors: unknown[] = [];
// Registration reads its body before it touches the dependencies; an empty object fails only there.
const handle = createPosHandler(async () => ({}) as PosDeps, (error) => errors.push(error));
const url = (path: string): string => `http://127.0.0.1${path}`;
const register = (body: BodyInit, headers: Record<string, string> = {}) =>
  handle(new Request(url('/api/pos/terminals'), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit));

async function answer(response: Promise<Response>): Promise<{ status: number; code: string; message: string }> {
  const res = await response;
  const body = (await res.json()) as { code: string; message: string };
  return { status: res.status, ...body };
}

describe('the POS handler', () => {
  it('answers 404 for a path that is no route and 405 for a route asked with another method', async () => {
    expect(await answer(handle(new Request(url('/api/pos/nothing'))))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await answer(handle(new Request(url('/api/pos/sync'), { method: 'GET' })))).toMatchObject({ status: 405, code: 'NOT_FOUND' });
  });

  it('refuses a body over the limit, declared or streamed without a length', async () => {
    expect(await answer(register('{}', { 'content-length': String(POS_BODY_LIMIT + 1) }))).toMatchObject({ status: 413, code: 'BODY_TOO_LARGE' });
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > POS_BODY_LIMIT + chunk.byteLength) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
    const refused = await answer(register(stream));
    expect(refused).toMatchObject({ status: 413, code: 'BODY_TOO_LARGE' });
    expect(refused.message).toMatch(/[가-힣]/);
  });

  it('refuses a body that is not JSON, or not the route shape, naming the fields in Korean', async () => {
    expect(await answer(register('{nope'))).toMatchObject({ status: 400, code: 'INVALID_JSON' });
    const bad = await answer(register(JSON.stringify({ name: '', admin: { name: '관리자' } })));
    expect(bad).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect(bad.message).toBe('요청 값이 올바르지 않습니다: name, admin.pin');
    expect(await answer(register(JSON.stringify({ name: '카운터\u202e', admin: { name: '관리자', pin: '1234' } })))).toMatchObject({ status: 400, code: 'INVALID_CHARACTERS' });
  });

  it('answers an unexpected failure with 500 and a Korean message, and reports it', async () => {
    errors.length = 0;
    const failed = await answer(register(JSON.stringify({ name: '카운터 1', admin: { name: '관리자', pin: '1234' }, setupCode: 'x' })));
    expect(failed).toMatchObject({ status: 500, code: 'exceptions' });
    expect(failed.message).toMatch(/[가-힣]/);
    expect(errors).toHaveLength(1);
  });
});
