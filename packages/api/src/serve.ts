import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from './app/app.factory.js';
import type { AppModuleOptions } from './app/app.module.js';
import type { AppConfig } from './config/config.js';
import { seedDemoData } from './app/seed.js';

/**
 * The service as `npm start` runs it: the app, the demo data when configured (once), listening on
 * the configured address. The browser journeys that move time start it in their own process with a
 * clock they control (`options.clock`).
 */
export async function serve(config: AppConfig, options: AppModuleOptions = {}): Promise<NestFastifyApplication> {
  const app = await createApp(config, options);
  if (config.seedDemo) await seedDemoData(app.get(DataSource));
  await app.listen({ port: config.port, host: config.host });
  return app;
}
