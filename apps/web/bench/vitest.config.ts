// `pnpm bench` for apps/web: long-running measurements and the long forms of the fault tests, kept
// out of `pnpm test`. Each file prints its figures.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@/': here('../'), 'server-only': here('../node_modules/server-only/empty.js') } },
  test: { root: here('../'), include: ['bench/**/*.bench.test.ts'], testTimeout: 20 * 60 * 1000, hookTimeout: 10 * 60 * 1000, fileParallelism: false },
});
