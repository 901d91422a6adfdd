import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { parseArgs } from 'node:util';
import { AppModule } from '../app/app.module.js';
import type { OpsCommand, OpsInput } from '../common/ops/ops-command.js';
import { printable } from '../common/text/controls.js';
import { ConfigError, loadConfig } from '../config/config.js';
import type { Clock } from '../infra/clock.js';
import { AuditService, opsActor } from '../modules/audit/index.js';
import { OPS_COMMANDS } from './commands.js';

/** A line of the usage text: the command, its arguments, what it does. */
function usageLine(c: OpsCommand): string {
  return `  ${[c.group, c.action, c.args].filter(Boolean).join(' ').padEnd(44)} ${c.help}`;
}

/** parseArgs's refusal of the arguments (its errors carry an ERR_PARSE_ARGS_* code). */
function isParseArgsError(error: unknown): error is { code: string; message: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS') && typeof message === 'string';
}

/**
 * The command `argv` names and its arguments read by `parseArgs`, or the exit code and the lines
 * that say why not (the usage text when no command matches, the problem when the arguments do not
 * parse).
 */
function commandOf(argv: string[]): { command: OpsCommand; input: OpsInput } | { code: number; lines: string[] } {
  const [group, action, ...rest] = argv;
  // Two-word commands (`repair on`) match group and action; one-word ones (`suspend <email>`)
  // have no action, and the second word is their first argument.
  let command = OPS_COMMANDS.find((c) => c.action && c.group === group && c.action === action);
  let args = rest;
  if (!command) {
    command = OPS_COMMANDS.find((c) => !c.action && c.group === group);
    args = action === undefined ? [] : [action, ...rest];
  }
  if (!command) {
    return { code: group ? 2 : 0, lines: ['Usage: pnpm ops <command>', '', ...OPS_COMMANDS.map(usageLine)] };
  }
  try {
    const parsed = parseArgs({
      args,
      options: command.options ?? {},
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
    // No option is declared `multiple`: each value is a string or, for a flag, true.
    return { command, input: { ...parsed, values: parsed.values as OpsInput['values'] } };
  } catch (error) {
    if (!isParseArgsError(error)) throw error;
    return { code: 2, lines: [error.message, 'Usage:', usageLine(command)] };
  }
}

/**
 * Runs the command and records it in the audit log (who, what, when): a command that records its
 * own change (`audited`, with the state before and after) is not recorded twice.
 */
async function runRecorded(
  context: INestApplicationContext,
  { command, input }: { command: OpsCommand; input: OpsInput },
  out: (line: string) => void,
): Promise<number> {
  const code = await command.run(context, input, out);
  if (!command.audited) {
    const action = ['ops', command.group, command.action].filter(Boolean).join('.');
    await context
      .get(AuditService)
      .record(undefined, opsActor(), action, { after: { args: input.positionals, options: input.values, exit: code } });
  }
  return code;
}

/**
 * Runs one operations command on a running context (the CLI's own, or a test's app): the
 * arguments parsed as the CLI parses them. Answers the exit code.
 */
export async function runOpsCommand(
  context: INestApplicationContext,
  argv: string[],
  write: (line: string) => void,
): Promise<number> {
  const out = (line: string) => write(printable(line));
  const found = commandOf(argv);
  if ('code' in found) {
    for (const line of found.lines) out(line);
    return found.code;
  }
  return runRecorded(context, found, out);
}

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
  const found = commandOf(argv);
  if ('code' in found) {
    for (const line of found.lines) out(line);
    return found.code;
  }
  const config = loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  const context: INestApplicationContext = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, options),
    {
      logger: ['error'],
    },
  );
  try {
    return await runRecorded(context, found, out);
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
