// Issue 18: the production sheet printer fetched any URL a design named and followed redirects.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, createImageFetcher } from './image-fetch.ts';

function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler?.(req, res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, hits });
  }));
}

let own: Awaited<ReturnType<typeof listen>>;
let other: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  other = await listen((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('elsewhere'));
  own = await listen((req, res) => {
    if (req.url === '/render.png') res.writeHead(200, { 'content-type': 'image/png' }).end('png-bytes');
    else if (req.url === '/redirect.png') res.writeHead(302, { location: `${other.url}/x.png` }).end();
    else if (req.url === '/huge.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(MAX_IMAGE_BYTES + 1024));
    } else res.writeHead(404).end();
  });
});
afterAll(async () => {
  await new Promise((r) => own.server.close(r));
  await new Promise((r) => other.server.close(r));
});

describe('design images for production sheets', () => {
  it("are read from the own server's address, relative or absolute", async () => {
    const fetchImage = createImageFetcher(own.url);
    expect(Buffer.from(await fetchImage('/render.png')).toString()).toBe('png-bytes');
    expect(Buffer.from(await fetchImage(`${own.url}/render.png`)).toString()).toBe('png-bytes');
  });

  it('are never fetched from another address, through a redirect, or past the size limit', async () => {
    const fetchImage = createImageFetcher(own.url);
    await expect(fetchImage(`${other.url}/x.png`)).rejects.toThrow(/not on the own server/);
    await expect(fetchImage('/redirect.png')).rejects.toThrow();
    await expect(fetchImage('/huge.png')).rejects.toThrow(/too large/);
    expect(other.hits).toEqual([]);
  });
});
