// The terminal-side fault tests of issue 7 (pnpm test: short form; pnpm bench with FAULT_FORM=long:
// long form). They reuse apps/web's POS harness (real shop-api, the POS routes on node:http), whose
// modules import the app's `@/` paths and the `server-only` guard — so this suite has its own config
// with those aliases instead of the terminal's unit-test config.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const long = process.env.FAULT_FORM === 'long';

export default defineConfig({
  resolve: { alias: { '@/': here('../../web/'), 'server-only': here('../../web/node_modules/server-only/empty.js') } },
  test: {
    root: here('..'),
    // stack/: terminals against the real own server (not faults, but the same harness and aliases).
    include: ['fault/**/*.test.ts', 'stack/**/*.test.ts'],
    // Each scenario spawns terminal host processes and a server stack: one file at a time on scarce cores.
    fileParallelism: false,
    testTimeout: long ? 30 * 60_000 : 120_000,
    hookTimeout: 60_000,
  },
});
