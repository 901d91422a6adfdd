import { DataSource } from 'typeorm';
import type { OpsCommand } from '../common/ops/ops-command.js';
import { Invariants } from './invariants.js';

/** `pnpm ops verify`: the invariants across the tables of every module. */
export const DATABASE_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'verify',
    action: '',
    args: '',
    help: 'Check every database invariant (seats, tickets, purchase counters, callbacks); non-zero on a breach',
    async run(context, _input, out) {
      const breaches = await new Invariants(context.get(DataSource)).breaches();
      for (const breach of breaches) out(`BREACH ${breach}`);
      out(breaches.length ? `${breaches.length} invariant breaches` : 'every invariant holds');
      return breaches.length ? 1 : 0;
    },
  },
];
