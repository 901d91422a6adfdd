// The API suites under Jest as native ES modules (run with node --experimental-vm-modules, see the
// package's test script): Nest 12 ships as ES modules only and our sources read import.meta.url,
// so a CommonJS transform would have to rewrite node_modules too. docs/decisions/0009-jest.md.

/** @type {import('@swc/core').Options} SWC as tsc compiles the sources (tsconfig.json): decorator metadata for Nest and TypeORM. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    keepClassNames: true,
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
  sourceMaps: 'inline',
};

/**
 * ES-module-only packages that CommonJS packages require (light-my-request, under Fastify's inject,
 * requires cookie 2). Node 20.19 loads them with require(esm); Jest's own require cannot before
 * Node 24.9, so SWC compiles them to CommonJS.
 */
const ESM_REQUIRED_FROM_CJS = ['cookie', 'content-disposition'];
const packages = ESM_REQUIRED_FROM_CJS.join('|');

/**
 * Suites that never open a database (pure units, the configuration, the OpenAPI document): they run
 * on the embedded database's pass only, not again on MySQL/MariaDB, where they would do the same.
 * Every other suite runs on both.
 */
const DATABASE_FREE = [
  'src/common/http/device-class.spec.ts',
  'src/common/http/request-log.spec.ts',
  'src/common/text/controls.spec.ts',
  'src/database/db-errors.spec.ts',
  'src/infra/hmac.spec.ts',
  'src/infra/rate-limits.spec.ts',
  'src/infra/read-batch.spec.ts',
  'src/modules/outbox/outbox.senders.spec.ts',
  'src/modules/queue/memory-queue.store.spec.ts',
  'src/modules/queue/queue-pacing.spec.ts',
  'src/modules/basic/repair.service.spec.ts',
  'src/modules/payments/card-brand.spec.ts',
  'src/modules/payments/receipt-mailer.spec.ts',
  'src/modules/support/attachment.spec.ts',
  'src/modules/tickets/ticket-codes.spec.ts',
  'src/modules/vouchers/voucher-grant.spec.ts',
  'src/modules/wallet/ledger.service.spec.ts',
  'src/openapi/reply-codes.spec.ts',
  'test/config.spec.ts',
  'test/openapi-document.spec.ts',
  'test/wallet-config.spec.ts',
];
const onMysql = /^(mysql|mariadb):/i.test(process.env.DATABASE_URL ?? '');

/** @type {import('jest').Config} */
export default {
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(onMysql ? DATABASE_FREE.map((file) => `<rootDir>/${file}$`) : [])],
  // Tests get 60 s and hooks 120 s unless they say otherwise (test/support/jest-environment.js):
  // on a 2-core CI machine running both databases' suites and the browser journeys at once, a test
  // that runs several ops commands (each builds the app's context) takes tens of seconds.
  testEnvironment: '<rootDir>/test/support/jest-environment.js',
  testTimeout: 60_000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  // Both sweep the MySQL schemas of test processes that are gone (test/global-setup.ts).
  globalTeardown: '<rootDir>/test/global-setup.ts',
  maxWorkers: 2,
  // Each file loads the app anew in a VM context of its own, and Node frees little of it (about
  // 100 MB a file, 3 GB a worker by the end): a worker past this is replaced between files.
  workerIdleMemoryLimit: '1GB',
  extensionsToTreatAsEsm: ['.ts'],
  // Our imports name the compiled file (./x.js); the sources are .ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    [`/node_modules/(${packages})/.+\\.js$`]: ['@swc/jest', { jsc: { target: 'es2022' } }],
  },
  // pnpm's store path (node_modules/.pnpm/cookie@2.0.2/node_modules/cookie/…) or a plain one.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${packages})@[^/]+/node_modules/)?(${packages})/)`],
};
