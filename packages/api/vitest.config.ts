import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC compiles the sources with decorator metadata, which Nest's dependency injection and
// TypeORM's entities need (esbuild does not emit it).
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
