import { defineConfig } from 'vitest/config';

// Pure parts only (node placement, font requests, labels): drawing is tested in apps/web (print
// render pixels) and in Chromium (e2e, bench).
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
