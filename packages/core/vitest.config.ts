import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/**/types.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
