import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property tests run thousands of cases: a second alone, many beside the other suites in CI.
  test: { include: ['src/**/*.spec.ts'], testTimeout: 60_000 },
});
