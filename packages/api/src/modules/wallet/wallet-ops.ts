import type { OpsCommand } from '../../common/ops/ops-command.js';
import { WalletInvariants } from './wallet-invariants.js';

/** The wallet's invariants. */
export const WALLET_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'wallet',
    action: 'verify',
    args: '',
    help: 'Check every wallet invariant (balanced ledger, balances = entries, none negative, credits once, one payment per paid order); non-zero on a breach',
    async run(context, _input, out) {
      const breaches = await context.get(WalletInvariants).breaches();
      for (const breach of breaches) out(`BREACH ${breach}`);
      out(breaches.length ? `${breaches.length} wallet invariant breaches` : 'every wallet invariant holds');
      return breaches.length ? 1 : 0;
    },
  },
];
