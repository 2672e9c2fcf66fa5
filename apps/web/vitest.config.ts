import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // Server modules import `server-only` (a guard that throws outside React server builds) and the
  // app's `@/` paths; tests of route logic run them under plain Node.
  resolve: { alias: { '@/': here('./'), 'server-only': here('./node_modules/server-only/empty.js') } },
  test: { include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'app/**/*.test.ts', 'components/**/*.test.ts'], passWithNoTests: true },
});
