import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { printable } from '../common/text/controls.js';
import { ConfigError, loadConfig } from '../config/config.js';
import type { Clock } from '../infra/clock.js';
import { OPS_COMMANDS, type OpsCommand } from './commands.js';

/**
 * The operations command line: `pnpm ops <group> <action> [args]`. It works on the database
 * the service uses (DATABASE_URL), so every running instance sees the change. `options.clock` is
 * the time the command reads (tests run a command on the clock they move; the real one otherwise).
 */
export async function runOps(
  argv: string[],
  write: (line: string) => void = console.log,
  env: Record<string, string | undefined> = process.env,
  options: { clock?: Clock } = {},
): Promise<number> {
  // A line is one line: whatever it quotes (a fan's name, an address) prints its control
  // characters written out, so it can neither forge a line nor drive the terminal.
  const out = (line: string) => write(printable(line));
  const [group, action, ...rest] = argv;
  // Two-word commands (`repair on`) match group and action; one-word ones (`suspend <email>`)
  // have no action, and the second word is their first argument.
  let command: OpsCommand | undefined = OPS_COMMANDS.find((c) => c.action && c.group === group && c.action === action);
  let args = rest;
  if (!command) {
    command = OPS_COMMANDS.find((c) => !c.action && c.group === group);
    args = action === undefined ? [] : [action, ...rest];
  }
  if (!command) {
    out('Usage: pnpm ops <command>');
    out('');
    for (const c of OPS_COMMANDS)
      out(`  ${[c.group, c.action, c.args].filter(Boolean).join(' ').padEnd(44)} ${c.help}`);
    return group ? 2 : 0;
  }
  const config = loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  const context: INestApplicationContext = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, options),
    {
      logger: ['error'],
    },
  );
  try {
    return await command.run(context, args, out);
  } finally {
    await context.close();
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  runOps(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
