import type { OpsCommand } from '../../common/ops/ops-command.js';
import { HoldExpiryJob } from '../held-orders/index.js';

/** Holds of either kind (tickets, merch): expiring the unpaid ones now. */
export const ORDERS_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'event',
    action: 'expire-holds',
    args: '',
    help: 'Expire every unpaid hold that has run out now (the service also does it every 5 s)',
    async run(context, _input, out) {
      out(`Expired ${await context.get(HoldExpiryJob).run()} hold(s)`);
      return 0;
    },
  },
];
