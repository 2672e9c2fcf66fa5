// The storefront's real build under test (scripts/*.build-test.ts): `pnpm test` runs it before the
// journeys, which then use its build. Apart from the unit suites (vitest.config.ts): one build takes
// minutes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['scripts/**/*.build-test.ts'], testTimeout: 15 * 60_000, hookTimeout: 60_000 },
});
