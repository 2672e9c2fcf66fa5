// Hash-based CSP for the catalogue pages served from Next's cache (issue 33). Such a page is the same
// HTML for every visitor, so it cannot carry a per-request nonce: the proxy (proxy.ts) sends it with
// `script-src 'self'` — no inline script at all — and marks the response (x-courtside-csp-hashes).
// The own server (scripts/serve.mjs) then reads the page as Next answers it and adds to script-src
// the SHA-256 of each inline script Next wrote; any other inline script gets no hash and the browser
// refuses it, as it would refuse one without the nonce on a per-request page. Script files come from
// this origin only, the framework's with their SRI hash (next.config.ts `experimental.sri`).
//
// Which inline scripts are Next's: the proxy renders a cached page with this process's render
// nonce (WEB_CACHED_RENDER_NONCE, random per process, set by serve.mjs; each process keeps its own
// cache), so Next puts it on exactly the scripts it writes — the RSC payload, Turbopack's chunk
// list, React's streaming instructions. Here the scripts carrying it are hashed and the nonce is
// taken out of the page (attributes, payload text, the Link header) before anything is sent: it
// never reaches a browser, so nothing else in a page can claim it.
//
// The page is buffered (Next answers a cached page in one piece anyway), so the header can name the
// hashes before the body goes. The finished answer — CSP and gzip — is kept per cache entry (a few
// hundred pages at most), so a page served from Next's cache costs no hashing or compressing here.
// The entry is known by Next's ETag, which Next computes from exactly the page it sends (a new render
// gets a new one): a page already finished is answered from the kept copy as soon as its headers
// come, without gathering, decoding or comparing its text. An answer without an ETag is kept by its
// whole text, as before.
import { createHash, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { CONTENT_FIRST_PATHS, createScriptDeferrer, defersFirstLoad } from './defer-first-load.mjs';

export const CSP_HASHES_HEADER = 'x-courtside-csp-hashes';
export const RENDER_NONCE_ENV = 'WEB_CACHED_RENDER_NONCE';

/** A fresh render nonce (128 random bits, base64: the shape the proxy and Next expect). */
export function newRenderNonce() {
  return randomBytes(16).toString('base64');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The page as the browser gets it: every trace of the render nonce taken out, and the SHA-256 of
 * each inline script that carried it (how many inline scripts did not: they get no hash).
 */
export function hashRenderedScripts(html, nonce) {
  const blank = blankFor(nonce);
  const hashes = new Set();
  let refused = 0;
  const nonceAttribute = new RegExp(`\\snonce=(?:"${escapeRegExp(nonce)}"|'${escapeRegExp(nonce)}'|${escapeRegExp(nonce)}(?=[\\s>]))`, 'g');
  const out = html.replace(SCRIPT, (tag, attributes, text) => {
    const trusted = nonceAttribute.test(attributes);
    nonceAttribute.lastIndex = 0;
    const cleanAttributes = attributes.replace(nonceAttribute, '');
    const cleanText = text.replaceAll(nonce, blank);
    if (!/\ssrc\s*=/i.test(attributes) && !/\stype\s*=\s*["']?(?!text\/javascript|module)/i.test(attributes)) {
      if (trusted) hashes.add(`'sha256-${createHash('sha256').update(cleanText, 'utf8').digest('base64')}'`);
      else refused += 1;
    }
    return `<script${cleanAttributes}>${cleanText}</script>`;
  });
  return { html: out.replace(nonceAttribute, '').replaceAll(nonce, blank), hashes: [...hashes], refused };
}

/**
 * What stands for the nonce in text: as long as it, so the RSC payload's length-prefixed rows stay
 * right (the nonce is ASCII), and no nonce any CSP would accept.
 */
function blankFor(nonce) {
  return '_'.repeat(nonce.length);
}

/** The RSC payload of a cached page (a client-side navigation) as the browser gets it: without the render nonce. */
export function withoutRenderNonce(text, nonce) {
  return nonce ? text.replaceAll(nonce, blankFor(nonce)) : text;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** `csp` with its script-src directive replaced: files from this origin and the inline scripts of `hashes`, no nonce. */
export function withScriptHashes(csp, hashes) {
  return csp
    .split(';')
    .map((d) => (/^\s*script-src(\s|$)/i.test(d) ? `${/^\s/.test(d) ? ' ' : ''}script-src 'self'${/'unsafe-eval'/.test(d) ? " 'unsafe-eval'" : ''}${hashes.map((h) => ` ${h}`).join('')}` : d))
    .join(';');
}

/** Next's Link header (the page's stylesheets) without the render nonce. */
function withoutNonce(value, nonce) {
  return nonce ? String(value).replaceAll(`; nonce="${nonce}"`, '').replaceAll(nonce, '') : String(value);
}

const finished = new Map(); // Next's ETag (or the html text) → { csp, body, gzip }
const FINISHED_KEPT = 400;

/** What the finished answer depends on besides the page: its kind (payload, deferred, plain) and CSP. */
function kindOf(payload, deferScripts) {
  return payload ? 'r' : deferScripts ? 'd' : 'p';
}

/** The cheap identity of a page Next answered: its ETag with the kind and CSP, or null without one. */
function entryKey(etag, csp, deferScripts, payload) {
  return etag === undefined || etag === '' ? null : `${kindOf(payload, deferScripts)}:${csp}\netag:${String(etag)}`;
}

function finish(html, csp, deferScripts, nonce, payload, identity = null) {
  const key = identity ?? `${kindOf(payload, deferScripts)}:${csp}\n${html}`;
  const kept = finished.get(key);
  if (kept) return kept;
  if (payload) {
    const result = { csp: withScriptHashes(csp, []), body: Buffer.from(withoutRenderNonce(html, nonce), 'utf8'), gzip: null };
    keep(key, result);
    return result;
  }
  let page = html;
  if (deferScripts) {
    const deferrer = createScriptDeferrer();
    page = deferrer.push(html) + deferrer.end();
  }
  const { html: body, hashes, refused } = nonce ? hashRenderedScripts(page, nonce) : { html: page, hashes: [], refused: 0 };
  if (refused > 0) console.warn(`[web] CSP: ${refused} inline script(s) Next did not write get no hash (the browser refuses them)`);
  const result = { csp: withScriptHashes(csp, hashes), body: Buffer.from(body, 'utf8'), gzip: null };
  keep(key, result);
  return result;
}

function keep(key, result) {
  if (finished.size >= FINISHED_KEPT) finished.delete(finished.keys().next().value);
  finished.set(key, result);
}

/** The addresses the proxy may send to a cached page (lib/catalogue/cached-views.ts cachedRouteFor). */
const CACHED_PAGE_PATHS = [...CONTENT_FIRST_PATHS, /^\/board\/(?:notice|faq)$/];

/** A GET or HEAD for an address the proxy may answer with a cached page (the HTML, or its RSC payload). */
export function mayBeCachedPage(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '/').split('?')[0].split('#')[0];
  return CACHED_PAGE_PATHS.some((pattern) => pattern.test(path));
}

/** A browser navigation (wants HTML, no RSC fetch): its page is held, completed and compressed here. */
function isNavigation(req) {
  return req.headers.rsc === undefined && (req.headers.accept ?? '').includes('text/html');
}

/** A response the proxy marked for hash-based CSP (a page from app/cached/). */
export function wantsScriptHashes(res) {
  return res.getHeader(CSP_HASHES_HEADER) !== undefined;
}

/**
 * Takes over `res` for a read of a cached page's address (mayBeCachedPage). Once the headers are
 * known, the proxy's marker decides: the page's HTML is held, completed (first-load rewrite when
 * defersFirstLoad, inline-script hashes, the render nonce out) and sent gzipped; its RSC payload is
 * held, the render nonce taken out, and sent gzipped; any other answer passes through as Next wrote
 * it, a marked one with the nonce out of its headers. The request's Accept-Encoding is taken away so
 * Next does not compress what is read here: an unmarked answer (a far list page) goes uncompressed.
 */
export function completePageCsp(req, res, { deferFirstLoad = true } = {}) {
  const navigation = isNavigation(req);
  const gzipOk = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
  delete req.headers['accept-encoding'];
  // Never a 304 from Next for these addresses: it would carry the CSP without the page's script
  // hashes, the browser would keep that policy with its stored page and refuse the page's inline
  // scripts (no hydration on a second visit). The page is completed from `finished` instead, and sent
  // without Next's ETag (which names the page before it was completed here).
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  const deferScripts = deferFirstLoad && defersFirstLoad(req);
  const nonce = process.env[RENDER_NONCE_ENV] ?? null;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  let mode = null; // 'pass' | 'hold', decided when the headers go
  let html = false;
  let identity = null; // the cache entry's key (Next's ETag), when Next sent one
  let kept = null; // that entry, already finished: the body Next writes is not needed
  const chunks = [];
  const decide = () => {
    if (mode) return;
    const type = String(res.getHeader('content-type') ?? '');
    const marked = wantsScriptHashes(res);
    res.removeHeader(CSP_HASHES_HEADER);
    // The page (a navigation's HTML) or its RSC payload (a client-side navigation): both carry the
    // render nonce as Next rendered them.
    html = navigation && type.startsWith('text/html');
    mode = marked && (html || type.startsWith('text/x-component')) && res.statusCode !== 204 && res.statusCode !== 304 && req.method !== 'HEAD' ? 'hold' : 'pass';
    // Anything else the proxy marked (a HEAD, a 304) goes as it is, but never with the render nonce
    // in a header.
    if (mode === 'hold') {
      identity = entryKey(res.getHeader('etag'), String(res.getHeader('content-security-policy') ?? ''), deferScripts && html, !html);
      kept = identity ? (finished.get(identity) ?? null) : null;
    }
    if (mode === 'pass' && marked) {
      const csp = res.getHeader('content-security-policy');
      if (csp !== undefined) res.setHeader('content-security-policy', withScriptHashes(String(csp), []));
      const link = res.getHeader('link');
      if (link !== undefined) res.setHeader('link', withoutNonce(link, nonce));
    }
  };
  res.writeHead = (status, ...rest) => {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    res.statusCode = status;
    if (headers && !Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    decide();
    if (mode === 'pass') return writeHead(res.statusCode);
    return res;
  };
  res.write = (chunk, encoding, callback) => {
    decide();
    if (mode === 'pass') return write(chunk, encoding, callback);
    if (!kept) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    decide();
    if (mode === 'pass') return end(chunk, encoding, callback);
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (chunk && !kept) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk));
    const done = kept ?? finish(Buffer.concat(chunks).toString('utf8'), String(res.getHeader('content-security-policy') ?? ''), deferScripts && html, nonce, !html, identity);
    res.removeHeader('etag');
    res.setHeader('content-security-policy', done.csp);
    // Next's Link header names the page's stylesheets with the nonce it rendered with.
    const link = res.getHeader('link');
    if (link !== undefined) res.setHeader('link', withoutNonce(link, nonce));
    let body = done.body;
    if (gzipOk) {
      done.gzip ??= gzipSync(done.body);
      body = done.gzip;
      res.setHeader('content-encoding', 'gzip');
    }
    res.setHeader('content-length', String(body.length));
    res.removeHeader('transfer-encoding');
    if (typeof callback === 'function') res.once('finish', callback);
    if (!res.headersSent) writeHead(res.statusCode);
    end(body);
    return res;
  };
}
