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
// hashes before the body goes. The finished answer — CSP and gzip — is kept per HTML text (a few
// hundred pages at most), so a page served from Next's cache costs no hashing or compressing here.
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
  const hashes = new Set();
  let refused = 0;
  const nonceAttribute = new RegExp(`\\snonce=(?:"${escapeRegExp(nonce)}"|'${escapeRegExp(nonce)}'|${escapeRegExp(nonce)}(?=[\\s>]))`, 'g');
  const out = html.replace(SCRIPT, (tag, attributes, text) => {
    const trusted = nonceAttribute.test(attributes);
    nonceAttribute.lastIndex = 0;
    const cleanAttributes = attributes.replace(nonceAttribute, '');
    const cleanText = text.replaceAll(nonce, '');
    if (!/\ssrc\s*=/i.test(attributes) && !/\stype\s*=\s*["']?(?!text\/javascript|module)/i.test(attributes)) {
      if (trusted) hashes.add(`'sha256-${createHash('sha256').update(cleanText, 'utf8').digest('base64')}'`);
      else refused += 1;
    }
    return `<script${cleanAttributes}>${cleanText}</script>`;
  });
  return { html: out.replace(nonceAttribute, '').replaceAll(nonce, ''), hashes: [...hashes], refused };
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** `csp` with `hashes` added to its script-src directive. */
export function withScriptHashes(csp, hashes) {
  if (hashes.length === 0) return csp;
  return csp
    .split(';')
    .map((d) => (/^\s*script-src\s/i.test(d) ? `${d.trimEnd()} ${hashes.join(' ')}` : d))
    .join(';');
}

const finished = new Map(); // html text → { csp, html, gzip }
const FINISHED_KEPT = 400;

function finish(html, csp, deferScripts, nonce) {
  const key = `${deferScripts ? 'd' : 'p'}:${csp}\n${html}`;
  const kept = finished.get(key);
  if (kept) return kept;
  let page = html;
  if (deferScripts) {
    const deferrer = createScriptDeferrer();
    page = deferrer.push(html) + deferrer.end();
  }
  const { html: body, hashes, refused } = nonce ? hashRenderedScripts(page, nonce) : { html: page, hashes: [], refused: 0 };
  if (refused > 0) console.warn(`[web] CSP: ${refused} inline script(s) Next did not write get no hash (the browser refuses them)`);
  const result = { csp: withScriptHashes(csp, hashes), body: Buffer.from(body, 'utf8'), gzip: null };
  if (finished.size >= FINISHED_KEPT) finished.delete(finished.keys().next().value);
  finished.set(key, result);
  return result;
}

/** The addresses the proxy may send to a cached page (lib/catalogue/cached-views.ts cachedRouteFor). */
const CACHED_PAGE_PATHS = [...CONTENT_FIRST_PATHS, /^\/board\/(?:notice|faq)$/];

/** A browser navigation (GET or HEAD, wants HTML, no RSC fetch) that may be answered with a cached page. */
export function mayBeCachedPage(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.rsc !== undefined) return false;
  if (!(req.headers.accept ?? '').includes('text/html')) return false;
  const path = (req.url ?? '/').split('?')[0].split('#')[0];
  return CACHED_PAGE_PATHS.some((pattern) => pattern.test(path));
}

/** A response the proxy marked for hash-based CSP (a page from app/cached/). */
export function wantsScriptHashes(res) {
  return res.getHeader(CSP_HASHES_HEADER) !== undefined;
}

/**
 * Takes over `res` for a cached page: the proxy's marker decides, once the headers are known, whether
 * the HTML is held, completed (first-load rewrite when defersFirstLoad, hashes) and sent gzipped.
 * Anything else passes through as Next wrote it. The request's Accept-Encoding is taken away for
 * catalogue paths so Next does not compress what is read here; such a page that turns out not to be
 * marked (a far list page) is simply sent uncompressed by Next.
 */
export function completePageCsp(req, res) {
  const gzipOk = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
  delete req.headers['accept-encoding'];
  const deferScripts = defersFirstLoad(req);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  let mode = null; // 'pass' | 'hold', decided when the headers go
  const chunks = [];
  const decide = () => {
    if (mode) return;
    const type = String(res.getHeader('content-type') ?? '');
    const marked = wantsScriptHashes(res);
    res.removeHeader(CSP_HASHES_HEADER);
    mode = marked && type.startsWith('text/html') && res.statusCode !== 204 && res.statusCode !== 304 && req.method !== 'HEAD' ? 'hold' : 'pass';
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
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    decide();
    if (mode === 'pass') return end(chunk, encoding, callback);
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (chunk) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk));
    const html = Buffer.concat(chunks).toString('utf8');
    const nonce = process.env[RENDER_NONCE_ENV] ?? null;
    const done = finish(html, String(res.getHeader('content-security-policy') ?? ''), deferScripts, nonce);
    res.setHeader('content-security-policy', done.csp);
    // Next's Link header names the page's stylesheets with the nonce it rendered with.
    const link = res.getHeader('link');
    if (nonce && link !== undefined) res.setHeader('link', String(link).replaceAll(`; nonce="${nonce}"`, '').replaceAll(nonce, ''));
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
