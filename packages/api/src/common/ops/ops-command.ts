import type { INestApplicationContext } from '@nestjs/common';

/**
 * The options a command takes, as node:util `parseArgs` declares them: `--event <slug>` is
 * `{ event: { type: 'string' } }`, the flag `--refund` is `{ refund: { type: 'boolean' } }`.
 */
export type OpsOptions = Record<string, { type: 'string' | 'boolean' }>;

/** One argument as `parseArgs` read it, in the order given. */
export type OpsToken =
  | { kind: 'option'; index: number; name: string; value?: string }
  | { kind: 'positional'; index: number; value: string }
  | { kind: 'option-terminator'; index: number };

/** A command's arguments, read by the ops CLI (`parseArgs`, strict: an unknown option is refused). */
export interface OpsInput {
  /** The words that are not options, in order. */
  positionals: string[];
  /** Each option given: a string option's value, `true` for a flag. */
  values: Record<string, string | boolean | undefined>;
  /** Options and words in the order given, for a command whose option pairs with the word after it. */
  tokens: OpsToken[];
}

/**
 * One operations command, `pnpm ops <group> <action> <args>`. A module declares its commands beside
 * its services (e.g. modules/gate/gate-ops.ts); the registry (ops/commands.ts) lists them all.
 * A one-word command (`suspend <email>`) has an empty action.
 */
export interface OpsCommand {
  group: string;
  action: string;
  /** The arguments, as the usage text shows them. */
  args: string;
  help: string;
  options?: OpsOptions;
  /**
   * The command records its own change in the audit log (through a service the console shares,
   * with the state before and after); the CLI records every other command as it was run.
   */
  audited?: boolean;
  /** Runs the command: its lines go to `out`; the answer is the exit code (0 done, 1 refused, 2 bad arguments). */
  run(context: INestApplicationContext, input: OpsInput, out: (line: string) => void): Promise<number>;
}
