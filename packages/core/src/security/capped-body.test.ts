// The size-capped body reader on real WHATWG Requests (Node 20's), declared and chunked.
import { describe, expect, it } from 'vitest';
import { readCappedBytes } from './capped-body.ts';

function streamed(chunks: Uint8Array[]): { request: Request; pulled: () => number; cancelled: () => boolean } {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled];
      pulled += 1;
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request('http://127.0.0.1/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled, cancelled: () => cancelled };
}

describe('readCappedBytes', () => {
  it('answers the whole body within the limit, in one piece', async () => {
    const request = new Request('http://127.0.0.1/x', { method: 'POST', body: '가나다 abc' });
    const bytes = await readCappedBytes(request, 100);
    expect(new TextDecoder().decode(bytes ?? new Uint8Array())).toBe('가나다 abc');
  });

  it('joins a chunked body and takes exactly the limit', async () => {
    const { request } = streamed([new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4, 5])]);
    expect(Array.from((await readCappedBytes(request, 5)) ?? [])).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a declared length past the limit before reading anything', async () => {
    const request = new Request('http://127.0.0.1/x', { method: 'POST', body: 'x'.repeat(11), headers: { 'content-length': '11' } });
    expect(await readCappedBytes(request, 10)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it('stops a chunked body once it passes the limit and cancels the rest', async () => {
    const { request, pulled, cancelled } = streamed([new Uint8Array(6), new Uint8Array(6), new Uint8Array(6), new Uint8Array(6)]);
    expect(await readCappedBytes(request, 10)).toBeNull();
    expect(cancelled()).toBe(true);
    expect(pulled()).toBeLessThan(4);
  });

  it('answers no bytes for no body', async () => {
    expect(await readCappedBytes(new Request('http://127.0.0.1/x'), 10)).toEqual(new Uint8Array());
  });
});
