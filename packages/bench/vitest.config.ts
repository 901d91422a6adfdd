import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The sources' specs, not their built copies in dist/.
  test: { include: ['src/**/*.spec.ts'] },
});
