import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config.js';
import { DEMO_ACCOUNTS } from './app/seed.js';
import { DEMO_CONSOLE_ACCOUNTS } from './modules/roles/index.js';
import { serve } from './serve.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  await serve(config);

  const url = `http://localhost:${config.port}`;
  console.log(`\nFanpass is running at ${url}/  (API ${url}/fanapih5, health ${url}/healthz)`);
  console.log(
    `Database: ${config.database.type === 'sqlite' ? config.database.path : 'MySQL ' + config.database.database}`,
  );
  if (config.env !== 'production') {
    console.log(`Development outbox: ${url}/dev/outbox.html   API reference: ${url}/fanapih5/docs`);
  }
  if (config.seedDemo) {
    console.log('Demo accounts:');
    for (const a of DEMO_ACCOUNTS)
      console.log(`  ${a.email}  password ${a.password}  payment password ${a.payPassword}`);
    console.log(`Console (${url}/#/console):`);
    for (const a of DEMO_CONSOLE_ACCOUNTS) console.log(`  ${a.email}  password ${a.password}  ${a.role}`);
  }
}

main().catch((error: unknown) => {
  console.error('fanpass: failed to start:', error);
  process.exit(1);
});
