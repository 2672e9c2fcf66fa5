import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The integration suites bind loopback ports; keep them off the scarce cores' backs.
    fileParallelism: false,
  },
});
