import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from './app/app.factory.js';
import type { AppModuleOptions } from './app/app.module.js';
import type { AppConfig } from './config/config.js';
import { seedDemoData } from './app/seed.js';

/**
 * Connections the kernel keeps waiting to be accepted (Node's default is 511; Linux caps it at
 * net.core.somaxconn): an on-sale crowd connecting at once waits its turn instead of having its
 * connection attempts dropped and retried a minute or two later (docs/operations.md "Waiting room").
 */
const LISTEN_BACKLOG = 4096;

/**
 * The service as `npm start` runs it: the app, the demo data when configured (once), listening on
 * the configured address. The browser journeys that move time start it in their own process with a
 * clock they control (`options.clock`).
 */
export async function serve(config: AppConfig, options: AppModuleOptions = {}): Promise<NestFastifyApplication> {
  const app = await createApp(config, options);
  if (config.seedDemo) await seedDemoData(app.get(DataSource));
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  return app;
}
