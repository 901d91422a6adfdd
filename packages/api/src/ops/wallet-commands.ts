import { WalletInvariants } from '../modules/wallet/index.js';
import type { OpsCommand } from './commands.js';
import { PAYMENT_OPS_COMMANDS } from './payment-commands.js';

/** The wallet: its invariants, and cancelling a paid order with its refund (to the wallet when paid from it). */
export const WALLET_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'wallet',
    action: 'verify',
    args: '',
    help: 'Check every wallet invariant (balanced ledger, balances = entries, none negative, credits once, one payment per paid order); non-zero on a breach',
    async run(context, _args, out) {
      const breaches = await context.get(WalletInvariants).breaches();
      for (const breach of breaches) out(`BREACH ${breach}`);
      out(breaches.length ? `${breaches.length} wallet invariant breaches` : 'every wallet invariant holds');
      return breaches.length ? 1 : 0;
    },
  },
  {
    group: 'order',
    action: 'cancel',
    args: '<orderNo> --refund [--reason "text"]',
    help: "Cancel a paid order and refund it (as order refund): a wallet payment's money goes back to the wallet",
    async run(context, args, out) {
      const orderNo = args[0];
      if (!orderNo || orderNo.startsWith('--') || !args.includes('--refund')) {
        out(
          'order cancel needs an order number and --refund, e.g. pnpm ops order cancel T2026… --refund --reason "event cancelled"',
        );
        return 2;
      }
      const refund = PAYMENT_OPS_COMMANDS.find((c) => c.group === 'order' && c.action === 'refund')!;
      return refund.run(
        context,
        args.filter((a) => a !== '--refund'),
        out,
      );
    },
  },
];
