import { describe, expect, it } from 'vitest';
import { DEFERRED_SRC, DEFERRED_TYPE, createScriptDeferrer, defersFirstLoad, loaderTag } from './defer-first-load.mjs';

// What Next 16 / React 19 send for a page (the shape `curl` shows on a built storefront).
const NONCE = 'AAM4s+TpxCCEMEnBYxwg9A==';
const PAGE = [
  '<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/shop-images/products/cans-neonyellow.svg"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/1isceivdr22vb.css" nonce="${NONCE}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/2ujx18eqsb7k-.js"/>`,
  `<script src="/_next/static/chunks/3528qy5unllm-.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async="" nonce="${NONCE}"></script>`,
  `<link rel="preload" href="/_next/static/chunks/28iznh6b-783-.css" as="style" nonce="${NONCE}"/>`,
  `<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="${NONCE}"></script>`,
  '</head><body><header>코트사이드 — 12,000원</header>',
  `<script nonce="${NONCE}">requestAnimationFrame(function(){$RT=performance.now()});if (a<b) x()</script>`,
  `<script nonce="${NONCE}" id="_R_">self.__next_f=self.__next_f||[]</script>`,
  `<script src="/_next/static/chunks/2ujx18eqsb7k-.js" nonce="${NONCE}" async=""></script>`,
  '<script src="https://t1.daumcdn.net/postcode.js" async=""></script>',
  '</body></html>',
].join('');

function rewriteWhole(html: string): string {
  const d = createScriptDeferrer();
  return d.push(html) + d.end();
}

describe('createScriptDeferrer', () => {
  const out = rewriteWhole(PAGE);

  it('leaves no first-load chunk the browser would fetch before the loader asks', () => {
    expect(out).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/chunks\/[^"]+"[^>]*\sasync/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('keeps every chunk as an inert tag, in order, with its other attributes', () => {
    const inert = [...out.matchAll(new RegExp(`<script type="${DEFERRED_TYPE}" ${DEFERRED_SRC}="([^"]+)"([^>]*)>`, 'g'))];
    expect(inert.map((m) => m[1])).toEqual(['/_next/static/chunks/3528qy5unllm-.js', '/_next/static/chunks/turbopack-077hmtqrhcoji.js', '/_next/static/chunks/2ujx18eqsb7k-.js']);
    for (const m of inert) {
      expect(m[2]).toContain('async=""');
      expect(m[2]).toContain(`nonce="${NONCE}"`);
    }
  });

  it('puts one loader, with the page nonce, before the first chunk', () => {
    expect(out.split(loaderTag(NONCE)).length).toBe(2);
    expect(out.indexOf(loaderTag(NONCE))).toBeLessThan(out.indexOf(DEFERRED_TYPE));
    expect(loaderTag(NONCE)).toMatch(new RegExp(`^<script nonce="${NONCE.replace(/\+/g, '\\+')}">\\(function deferredLoader`));
  });

  it('changes nothing else: text, stylesheets, inline scripts, nomodule, other hosts', () => {
    const back = out
      .replace(loaderTag(NONCE), '')
      .replace(new RegExp(`<script type="${DEFERRED_TYPE}" ${DEFERRED_SRC}=`, 'g'), '<script src=');
    expect(back).toBe(PAGE.replace(`<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/2ujx18eqsb7k-.js"/>`, ''));
    expect(out).toContain('<header>코트사이드 — 12,000원</header>');
    expect(out).toContain('<script src="https://t1.daumcdn.net/postcode.js" async=""></script>');
  });

  it('gives the same page whatever the stream pieces are (tags cut anywhere)', () => {
    for (let size = 1; size <= 64; size += 1) {
      const d = createScriptDeferrer();
      let streamed = '';
      for (let i = 0; i < PAGE.length; i += size) streamed += d.push(PAGE.slice(i, i + size));
      streamed += d.end();
      expect(streamed).toBe(out);
    }
  });

  it('sends what it can at once: a piece ending mid-tag holds back only that tag', () => {
    const d = createScriptDeferrer();
    const cut = PAGE.indexOf('<script src="/_next/static/chunks/3528') + 20;
    const first = d.push(PAGE.slice(0, cut));
    expect(first).toBe(PAGE.slice(0, PAGE.indexOf('<script src="/_next/static/chunks/3528')).replace(/<link rel="preload" as="script"[^>]*>/, ''));
  });

  it('leaves a page without Next chunks as it is', () => {
    const plain = '<!DOCTYPE html><html><head><script src="/other.js" async=""></script></head><body>안녕</body></html>';
    expect(rewriteWhole(plain)).toBe(plain);
  });
});

describe('defersFirstLoad', () => {
  const req = (method: string, url: string, headers: Record<string, string>) => ({ method, url, headers }) as never;
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  it('is a browser navigation to a catalogue page', () => {
    for (const url of ['/', '/?page=2', '/categories/529105?sortType=RECENT', '/products/100001', '/product/100001', '/best', '/new', '/restock']) expect(isPage(url)).toBe(true);
    function isPage(url: string) {
      return defersFirstLoad(req('GET', url, html));
    }
  });
  it('is not a form-first page, a build file, an API route, an RSC fetch, a HEAD or a non-HTML fetch', () => {
    for (const url of ['/login', '/find', '/join', '/cart', '/guest/cart', '/order/1/checkout', '/mypage/order', '/search?keyword=a', '/_next/static/chunks/a.js', '/api/build-id', '/products/1/x']) {
      expect(defersFirstLoad(req('GET', url, html))).toBe(false);
    }
    expect(defersFirstLoad(req('GET', '/products/100001', { ...html, rsc: '1' }))).toBe(false);
    expect(defersFirstLoad(req('HEAD', '/', html))).toBe(false);
    expect(defersFirstLoad(req('GET', '/', { accept: '*/*' }))).toBe(false);
  });
});
