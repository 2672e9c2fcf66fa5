// Hash-based CSP for the cached catalogue pages (issue 33): the own server hashes exactly the inline
// scripts Next rendered with the process's render nonce, and no trace of that nonce leaves it.
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_HASHES_HEADER, completePageCsp, hashRenderedScripts, mayBeCachedPage, newRenderNonce, RENDER_NONCE_ENV, withScriptHashes } from './page-csp.mjs';
import { CSP_HASHES_HEADER as PROXY_MARKER } from '../lib/security/headers';

const nonce = newRenderNonce();
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const payload = `self.__next_f.push([1,"0:{\\"nonce\\":\\"${nonce}\\"}"])`;
const rscPayload = `:HL["/_next/static/chunks/a.css","style",{"nonce":"${nonce}"}]\n1a:T12,${'x'.repeat(18)}\n`;
const page = [
  `<!DOCTYPE html><html><head><link rel="preload" as="style" href="/_next/static/chunks/a.css" nonce="${nonce}"/>`,
  `<script src="/_next/static/chunks/main.js" async="" integrity="sha256-x" nonce="${nonce}"></script></head><body>`,
  `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
  `<script nonce="${nonce}">${payload}</script>`,
  // Written by something else than Next (an injection): no nonce, no hash.
  '<div><script>alert(document.cookie)</script></div>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '</body></html>',
].join('');

describe('hashRenderedScripts', () => {
  const out = hashRenderedScripts(page, nonce);

  it("hashes each inline script Next rendered, as the browser will get it, and nothing else", () => {
    expect(out.hashes.sort()).toEqual([sha('(self.__next_f=self.__next_f||[]).push([0])'), sha(payload.replace(nonce, '_'.repeat(nonce.length)))].sort());
    expect(out.refused).toBe(1);
    expect(out.hashes).not.toContain(sha('alert(document.cookie)'));
  });

  it('takes the render nonce out of attributes and text', () => {
    expect(out.html).not.toContain(nonce);
    expect(out.html).not.toContain('nonce=');
    expect(out.html).toContain('<script src="/_next/static/chunks/main.js" async="" integrity="sha256-x"></script>');
    expect(out.html).toContain('<script>alert(document.cookie)</script>');
  });
});

describe('withScriptHashes', () => {
  it("makes script-src this origin's files and the hashed inline scripts, nothing else changed", () => {
    const csp = `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'`;
    expect(withScriptHashes(csp, ["'sha256-a'", "'sha256-b'"])).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'");
    expect(withScriptHashes(csp, [])).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'");
  });
});

describe('mayBeCachedPage', () => {
  const req = (method: string, url: string, headers: Record<string, string> = { accept: 'text/html' }) => ({ method, url, headers }) as unknown as IncomingMessage;
  it('is a read of an address the proxy may send to a cached page (its HTML or its RSC payload)', () => {
    for (const url of ['/', '/best?page=2', '/categories/529105', '/products/100001-x', '/board/notice', '/board/faq?category=1']) expect(mayBeCachedPage(req('GET', url))).toBe(true);
    for (const url of ['/cart', '/search?keyword=a', '/api/build-id', '/board/notice/detail/1']) expect(mayBeCachedPage(req('GET', url))).toBe(false);
    expect(mayBeCachedPage(req('GET', '/', { accept: '*/*', rsc: '1' }))).toBe(true);
    expect(mayBeCachedPage(req('POST', '/'))).toBe(false);
  });
});

describe('completePageCsp on a real socket', () => {
  let server: ReturnType<typeof createServer>;
  let port = 0;
  const seen: string[] = [];
  let rendered = 0;
  beforeAll(async () => {
    process.env[RENDER_NONCE_ENV] = nonce;
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      completePageCsp(req, res);
      seen.push(String(req.headers['accept-encoding'] ?? ''));
      // As Next answers: headers set one by one, the page in two writes.
      res.statusCode = 200;
      const rsc = req.headers.rsc !== undefined;
      res.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
      res.setHeader('link', `</_next/static/chunks/a.css>; rel=preload; as="style"; nonce="${nonce}"`);
      // A cached page Next knows by its ETag: the body it writes is counted, the ETag comes from the query.
      const etag = /[?&]etag=(\w+)/.exec(req.url ?? '')?.[1];
      if (etag) {
        res.setHeader('content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
        res.setHeader(CSP_HASHES_HEADER, '1');
        res.setHeader('etag', `"${etag}"`);
        rendered += 1;
        const body = page.replace('<div>', `<div data-render="${rendered}">`);
        res.write(body.slice(0, 100));
        res.end(body.slice(100));
        return;
      }
      if (req.url?.startsWith('/products')) {
        res.setHeader('content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
        res.setHeader(CSP_HASHES_HEADER, '1');
      }
      const body = rsc ? rscPayload : page;
      res.write(body.slice(0, 100));
      res.end(body.slice(100));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    delete process.env[RENDER_NONCE_ENV];
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (path: string, headers: Record<string, string> = { accept: 'text/html', 'accept-encoding': 'gzip' }) =>
    new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      httpRequest({ port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('sends a marked page gzipped, with its hashes in the CSP and no nonce anywhere', async () => {
    const { headers, body } = await get('/products/100001');
    expect(headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(body).toString('utf8');
    expect(html).not.toContain(nonce);
    expect(headers.link).not.toContain(nonce);
    expect(headers[CSP_HASHES_HEADER]).toBeUndefined();
    expect(headers['content-security-policy']).toContain(sha('(self.__next_f=self.__next_f||[]).push([0])'));
    expect(headers['content-security-policy']).not.toContain(sha('alert(document.cookie)'));
    expect(Number(headers['content-length'])).toBe(body.length);
    // Next was asked for the page uncompressed (this server compresses it once the page is final).
    expect(seen.at(-1)).toBe('');
  });

  it("sends a marked page's RSC payload without the render nonce, its rows' lengths kept", async () => {
    const { headers, body } = await get('/products/100001?_rsc=1', { accept: '*/*', rsc: '1', 'accept-encoding': 'gzip' });
    expect(headers['content-security-policy']).toBe("default-src 'self'; script-src 'self'");
    expect(headers.link).not.toContain(nonce);
    const text = gunzipSync(body).toString('utf8');
    expect(text).not.toContain(nonce);
    expect(text.length).toBe(rscPayload.length);
  });

  it('leaves an unmarked answer as the app wrote it', async () => {
    const { headers, body } = await get('/best?page=90');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(body.toString('utf8')).toBe(page);
  });

  it("answers a page it finished before from the kept copy, known by Next's ETag, and a new ETag afresh", async () => {
    const first = gunzipSync((await get('/categories/529105?etag=a1')).body).toString('utf8');
    const again = await get('/categories/529105?etag=a1');
    const renders = rendered;
    expect(first).toContain('data-render=');
    // Next wrote another body under the same ETag; the kept, finished page went out (no text compared).
    expect(gunzipSync(again.body).toString('utf8')).toBe(first);
    expect(again.headers.etag).toBeUndefined();
    expect(again.headers['content-security-policy']).toContain(sha('(self.__next_f=self.__next_f||[]).push([0])'));
    const fresh = gunzipSync((await get('/categories/529105?etag=b2')).body).toString('utf8');
    expect(fresh).toContain(`data-render="${renders + 1}"`);
    expect(fresh).not.toContain(nonce);
  });

  it('agrees with the proxy on the marker', () => {
    expect(CSP_HASHES_HEADER).toBe(PROXY_MARKER);
  });
});
