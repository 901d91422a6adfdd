import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createApp } from './app/app.factory.js';
import { loadConfig, PROJECT_ROOT } from './config/config.js';
import { API_BASE_PATH } from '@fanpass/contracts';
import { clientOperationsSource, contractsTypeNames } from './openapi/client-types.js';
import { buildOpenApi } from './openapi/openapi.js';
import { operationCodes } from './openapi/reply-codes.js';

/**
 * Writes docs/openapi.json from the code, or with --check fails when the committed document
 * differs from what the code generates.
 */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' });
  // Each operation's reply codes, read from the sources; an error whose code they cannot name fails.
  const reached = operationCodes(join(PROJECT_ROOT, 'packages', 'api'));
  if (reached.unresolved.length) {
    console.error(
      `these AppErrors name no code the types can tell (give the argument a union of code names):\n  ${reached.unresolved.join('\n  ')}`,
    );
    process.exit(1);
  }
  const app = await createApp(config);
  const doc = buildOpenApi(app, reached.codes);
  await app.close();
  const contracts = join(PROJECT_ROOT, 'packages', 'contracts', 'src');
  // The document, and the typed client's operation table generated from it.
  const outputs: Array<[string, string]> = [
    ['docs/openapi.json', `${JSON.stringify(doc, null, 2)}\n`],
    [
      'packages/contracts/src/client/operations.ts',
      clientOperationsSource(doc as never, contractsTypeNames(contracts), API_BASE_PATH),
    ],
  ];
  for (const [file, text] of outputs) {
    const target = join(PROJECT_ROOT, file);
    if (check) {
      let current = '';
      try {
        current = readFileSync(target, 'utf8');
      } catch {
        // missing counts as drift
      }
      if (current !== text) {
        console.error(`${file} is out of date: run \`npm run openapi\` and commit the result.`);
        process.exit(1);
      }
      console.log(`${file} is up to date`);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    console.log(`wrote ${target}`);
  }
}

void main();
