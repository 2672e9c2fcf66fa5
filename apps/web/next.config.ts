import type { NextConfig } from 'next';

const config: NextConfig = {
  transpilePackages: ['@courtside/core'],
  serverExternalPackages: ['better-sqlite3', 'pg', 'kysely'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
};

export default config;
