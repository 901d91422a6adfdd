import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run, one report: unit tests in jsdom and browser journeys (Debian's Chromium against the
 * real server on the embedded database). With DATABASE_URL pointing at MySQL the browser project
 * is left out: it never uses that database, and the SQLite run already covers it.
 */
const onMysql = /^mysql:/i.test(process.env.DATABASE_URL ?? '');

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Every core (Vitest's default leaves one to its own process, which idles here): on two
          // cores the unit files take two thirds of the time.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          include: ['src/**/*.spec.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      ...(onMysql
        ? []
        : [
            {
              test: {
                name: 'e2e',
                environment: 'node',
                include: ['e2e/**/*.e2e.ts'],
                globalSetup: ['e2e/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                fileParallelism: false,
                // One more try for a journey that failed: Chromium, the server and the test share two
                // cores with whatever else the machine runs. A test that passed only on its retry
                // keeps its first failure in the report, and `npm test` names it on a "flaky:" line.
                retry: 1,
              },
            },
          ]),
    ],
  },
});
