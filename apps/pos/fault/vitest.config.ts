// The terminal-side fault tests of issue 7 (pnpm test: short form; pnpm bench with FAULT_FORM=long:
// long form). They use packages/pos-server's harness (real shop-api, the POS routes on node:http), so
// this suite has its own config (long timeouts, one file at a time) instead of the unit-test config.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const long = process.env.FAULT_FORM === 'long';

export default defineConfig({
  test: {
    root: here('..'),
    // stack/: terminals against the real own server (not faults, but the same harness).
    include: ['fault/**/*.test.ts', 'stack/**/*.test.ts'],
    // Each scenario spawns terminal host processes and a server stack: one file at a time on scarce cores.
    fileParallelism: false,
    testTimeout: long ? 30 * 60_000 : 120_000,
    hookTimeout: 60_000,
  },
});
