import type { NextConfig } from 'next';
import { STATIC_SECURITY_HEADERS, RECEIPT_PAGE_HEADERS } from './lib/security/headers';

const config: NextConfig = {
  transpilePackages: ['@courtside/core', '@courtside/designer'],
  serverExternalPackages: ['better-sqlite3', 'pg', 'kysely', 'canvas', 'konva'],
  poweredByHeader: false,
  // Never ship the data folder (live SQLite databases, uploads) in a build's traces, wherever it is
  // (the repository's ./data by default; lib/config.ts also hides its path from the tracer).
  outputFileTracingExcludes: { '*': ['../../data/**', './data/**'] },
  reactStrictMode: true,
  // next/image (components/ui/shop-image.tsx): our uploads are resized by sharp and sent as WebP, at
  // the width shown and twice it (seed §9: densities 1 and 2). Upload keys never change, so a
  // resized copy is kept for a year. The platform's pictures come through /shop-images/ on this origin
  // (raster ones optimised too); SVG and other hosts are shown as they are (lib/images/image-source.ts).
  images: {
    formats: ['image/webp'],
    deviceSizes: [320, 375, 425, 640, 768, 1024, 1280, 1600],
    imageSizes: [48, 64, 72, 96, 128, 144, 160, 192, 240, 320, 480, 600],
    localPatterns: [
      { pathname: '/api/upload/**', search: '' },
      { pathname: '/uploads/**', search: '' },
      { pathname: '/shop-images/**', search: '' },
    ],
    minimumCacheTTL: 31_536_000,
  },
  // forbidden() answers the admin guard's 403 with app/forbidden.tsx. cssChunking 'graph' (Turbopack):
  // each page's stylesheets hold the rules its modules use, not one merged sheet of every component's
  // (issue 13: render-blocking CSS on the first paint).
  // Issue 33, the catalogue's pages from Next's cache (app/cached/): `sri` puts each script file's
  // hash on its tag (integrity), with the hash-based CSP of those pages (proxy.ts, scripts/page-csp.mjs);
  // `isrFlushToDisk: false` keeps the rendered pages in this process's memory only — every instance
  // of start:scale serves the same .next folder, and a page written there by one run would be served
  // to the next with the stock of the day it was rendered (tags are revalidated in memory);
  // `globalNotFound`: an address with no page gets app/global-not-found.tsx, rendered per request.
  experimental: { authInterrupts: true, cssChunking: 'graph', sri: { algorithm: 'sha256' }, isrFlushToDisk: false, globalNotFound: true },
  // nosniff, Referrer-Policy, framing, Permissions-Policy on every response (the CSP is per request: proxy.ts).
  // The e-receipt page's own set comes after it (the later entry wins for the same key).
  headers: async () => [
    { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
    { source: '/receipt/:token', headers: [...RECEIPT_PAGE_HEADERS] },
  ],
};

export default config;
