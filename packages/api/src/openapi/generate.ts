import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createApp } from '../app.factory.js';
import { loadConfig, PROJECT_ROOT } from '../config/config.js';
import { buildOpenApi } from './openapi.js';

/**
 * Writes docs/openapi.json from the code, or with --check fails when the committed document
 * differs from what the code generates.
 */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' });
  const app = await createApp(config);
  const text = `${JSON.stringify(buildOpenApi(app), null, 2)}\n`;
  await app.close();
  const target = join(PROJECT_ROOT, 'docs', 'openapi.json');
  if (check) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing counts as drift
    }
    if (current !== text) {
      console.error('docs/openapi.json is out of date: run `npm run openapi` and commit the result.');
      process.exit(1);
    }
    console.log('docs/openapi.json is up to date');
    return;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}

void main();
