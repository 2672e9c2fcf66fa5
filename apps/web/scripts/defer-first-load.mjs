// Content first, then the framework (issue 13): the catalogue's pages (CONTENT_FIRST_PATHS) load
// their first-load scripts after the page has painted, not while it is still being laid out.
//
// Next 16 / React 19 put each page's first-load chunks in the HTML as `<script src async>` (the root
// main files in <head>, React's bootstrap script after the shell in <body>) and a
// `<link rel="preload" as="script">` for the bootstrap one. Chrome starts them as soon as the parser
// reaches <body>; on a slow phone they arrive before the first frame and run before it, so the
// shopper waits on a blank screen for code that only makes the page interactive. Next has no option
// for this, so the own server rewrites the page's HTML (these pages come from Next's cache since
// issue 33: scripts/page-csp.mjs holds each one whole, rewrites it here and hashes its inline scripts):
// - each such `<script src async>` stays in the page, inert: `type="courtside/deferred"`, its `src`
//   kept as `data-courtside-src` (same order, same other attributes);
// - the script preloads of those chunks are dropped;
// - one inline loader (carrying the page's CSP nonce, read from those tags) goes before the first of
//   them. Once the first frame has painted — and the pictures in the first screen have loaded, when
//   the first frame comes before them — it appends the same scripts, in the same order, with the same
//   attributes and the nonce ('strict-dynamic' lets a nonced script load them). Tags the parser has
//   not reached by then are loaded when the document has been parsed. A hidden tab (no frames) loads
//   them at once. Events made before then are noted for the intent islands (window.__courtsideEarly).
// The server HTML is complete either way; islands and intent islands (components/ui/intent-island.tsx)
// hydrate as before, a moment later. Client-side navigation fetches RSC, not HTML: untouched.

export const DEFERRED_TYPE = 'courtside/deferred';
export const DEFERRED_SRC = 'data-courtside-src';
/** The longest the loader waits for the first screen's pictures before it loads the scripts anyway. */
export const PICTURE_WAIT_MS = 2500;

const CHUNK_PREFIX = '/_next/static/';

/* global window, document, requestAnimationFrame, innerHeight, innerWidth -- deferredLoader runs in the page, not in Node */
/**
 * The loader, run in the page (serialised into the inline script: no closure, no dependencies, plain
 * ES2017). `type` / `srcAttribute` name the inert tags, `pictureWaitMs` caps the wait for pictures.
 */
export function deferredLoader(type, srcAttribute, pictureWaitMs) {
  const d = document;
  const nonce = d.currentScript ? d.currentScript.nonce : '';
  let started = false;
  // What the shopper does before the framework and the islands have come, for the intent islands
  // to take up when they mount (components/ui/intent-island.tsx reads `window.__courtsideEarly`):
  // the first 100 events' types and targets. (Links and the header's search form work as served.)
  const early = [];
  window.__courtsideEarly = early;
  const note = (event) => early.length < 100 && early.push({ type: event.type, target: event.target });
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click']) window.addEventListener(type, note, { capture: true, passive: true });
  const loadTags = () => {
    for (const old of d.querySelectorAll(`script[type="${type}"]`)) {
      const script = d.createElement('script');
      for (const { name, value } of old.attributes) if (name !== 'type' && name !== srcAttribute && name !== 'nonce') script.setAttribute(name, value);
      if (nonce) script.nonce = nonce;
      script.async = true;
      script.src = old.getAttribute(srcAttribute);
      old.type = 'courtside/loaded';
      d.head.appendChild(script);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    loadTags();
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', loadTags);
  };
  // A frame after `then`, once it has been shown (two animation frames, then a task).
  const afterFrame = (then) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
  // The first screen's pictures still loading: the page's largest paint is one of them.
  const afterPictures = () => {
    const loading = [...d.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return !img.complete && r.width * r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    });
    if (loading.length === 0) return start();
    let left = loading.length;
    const done = () => {
      left -= 1;
      if (left === 0) afterFrame(start);
    };
    for (const img of loading) {
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    }
    setTimeout(start, pictureWaitMs);
  };
  if (d.visibilityState === 'hidden') return setTimeout(start, 0);
  d.addEventListener('visibilitychange', () => d.visibilityState === 'hidden' && start());
  // The first contentful paint as the browser reports it (after it was presented); without paint
  // timing, two frames.
  const supported = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (!supported) return afterFrame(afterPictures);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
    observer.disconnect();
    setTimeout(afterPictures, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page with nothing contentful in its first screen still loads its scripts.
  setTimeout(start, pictureWaitMs);
}

/** The inline loader, with the page's nonce. */
export function loaderTag(nonce) {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>(${String(deferredLoader).replace(/^\s*\/\/.*\n/gm, '')})(${JSON.stringify(DEFERRED_TYPE)},${JSON.stringify(DEFERRED_SRC)},${PICTURE_WAIT_MS})</script>`;
}

function attribute(tag, name) {
  const m = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(tag);
  if (!m) return null;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

const isChunk = (src) => src !== null && src.startsWith(CHUNK_PREFIX) && src.split('?')[0].endsWith('.js');

/**
 * A streaming rewrite of one HTML document: `push(text)` answers what can be sent so far (a tag cut
 * by a chunk boundary is held until its end arrives), `end()` the rest.
 */
export function createScriptDeferrer() {
  let held = '';
  let loaderSent = false;
  const rewrite = (tag) => {
    const lower = tag.toLowerCase();
    if (lower.startsWith('<script')) {
      const src = attribute(tag, 'src');
      if (!isChunk(src) || attribute(tag, 'async') === null || attribute(tag, 'type') !== null || attribute(tag, 'nomodule') !== null) return tag;
      const nonce = attribute(tag, 'nonce');
      const inert = tag.replace(/\ssrc=(?:"[^"]*"|'[^']*'|[^\s>]+)/i, ` ${DEFERRED_SRC}="${src}"`).replace(/^<script/i, `<script type="${DEFERRED_TYPE}"`);
      if (loaderSent) return inert;
      loaderSent = true;
      return loaderTag(nonce) + inert;
    }
    if (lower.startsWith('<link') && (attribute(tag, 'rel') ?? '').toLowerCase() === 'preload' && (attribute(tag, 'as') ?? '').toLowerCase() === 'script' && isChunk(attribute(tag, 'href'))) return '';
    return tag;
  };
  const tags = /<(?:script|link)\b[^>]*>/gi;
  return {
    push(text) {
      const all = held + text;
      // Hold back an unfinished tag at the end (a '<' with no '>' after it).
      const open = all.lastIndexOf('<');
      const cut = open !== -1 && all.indexOf('>', open) === -1 ? open : all.length;
      held = all.slice(cut);
      return all.slice(0, cut).replace(tags, rewrite);
    },
    end() {
      const rest = held.replace(tags, rewrite);
      held = '';
      return rest;
    },
  };
}

/**
 * The pages that paint first: the catalogue (home, categories, best/new/restock, product). They are
 * built to be used before their code has come — links, and intent islands (header search and menu,
 * the product's gallery and purchase panel, components/ui/intent-island.tsx) that take up what the
 * shopper did first. Every other page (login, join, find, cart, checkout, my page, …) is a form
 * first: a character typed before hydration would be reset by it, so those load their scripts as
 * Next sends them.
 */
export const CONTENT_FIRST_PATHS = [/^\/$/, /^\/categories\/[^/]+$/, /^\/products?\/[^/]+$/, /^\/(?:best|new|restock)$/];

/** A browser navigation (GET, wants HTML, no RSC fetch) to a content-first page. */
export function defersFirstLoad(req) {
  if (req.method !== 'GET') return false;
  if (req.headers.rsc !== undefined) return false;
  if (!(req.headers.accept ?? '').includes('text/html')) return false;
  const path = (req.url ?? '/').split('?')[0].split('#')[0];
  return CONTENT_FIRST_PATHS.some((pattern) => pattern.test(path));
}
