import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run, one report: unit tests in jsdom and browser journeys (Debian's Chromium against the
 * real server on the embedded database). With DATABASE_URL pointing at MySQL the browser project
 * is left out: it never uses that database, and the SQLite run already covers it.
 */
const onMysql = /^mysql:/i.test(process.env.DATABASE_URL ?? '');

/**
 * How many browser journeys run at once, and so how many shared servers e2e/global-setup.ts starts
 * (it reads this variable): one per core, at least two. `E2E_WORKERS=1` runs them one by one.
 */
process.env.E2E_WORKERS ??= String(Math.max(2, availableParallelism()));
const E2E_WORKERS = Number(process.env.E2E_WORKERS);

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
          // A worker keeps its window and modules from one file to the next: a fresh jsdom, React,
          // the router and the language files for each of the 48 files were four fifths of the
          // project's time. src/test/setup.ts puts back what a file may leave behind (timers,
          // stubs, spies, storage, the viewport); every file still renders its own screens.
          isolate: false,
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
                // Journeys run side by side, each worker with a shared server of its own
                // (e2e/global-setup.ts); most of a journey's time is the browser and the server
                // waiting for each other, so two at once keep both cores busy.
                maxWorkers: E2E_WORKERS,
                // A worker keeps its modules from one journey file to the next: the built api (for
                // the ops commands) and Chromium (e2e/support/browser.ts) load once per worker, not
                // once per file. Every file still gets its own contexts, accounts and data.
                isolate: false,
                // The built api (the ops commands run in the journeys' own process) is loaded by
                // Node as it is, not transformed again.
                server: { deps: { external: [/\/packages\/api\/dist\//] } },
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
