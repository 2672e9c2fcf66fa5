import type { NextConfig } from 'next';
import { STATIC_SECURITY_HEADERS } from './lib/security/headers';

const config: NextConfig = {
  transpilePackages: ['@courtside/core', '@courtside/designer'],
  serverExternalPackages: ['better-sqlite3', 'pg', 'kysely', 'canvas', 'konva'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // forbidden() answers the admin guard's 403 with app/forbidden.tsx.
  experimental: { authInterrupts: true },
  // nosniff, Referrer-Policy, framing, Permissions-Policy on every response (the CSP is per request: proxy.ts).
  headers: async () => [{ source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] }],
};

export default config;
