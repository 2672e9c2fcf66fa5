import type { NextConfig } from 'next';

const config: NextConfig = {
  transpilePackages: ['@courtside/core', '@courtside/designer'],
  serverExternalPackages: ['better-sqlite3', 'pg', 'kysely', 'canvas', 'konva'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // forbidden() answers the admin guard's 403 with app/forbidden.tsx.
  experimental: { authInterrupts: true },
};

export default config;
