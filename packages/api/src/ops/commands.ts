import type { OpsCommand } from '../common/ops/ops-command.js';
import { DATABASE_OPS_COMMANDS } from '../database/database-ops.js';
import { BASIC_OPS_COMMANDS } from '../modules/basic/index.js';
import { GATE_OPS_COMMANDS } from '../modules/gate/index.js';
import { GIVEAWAY_OPS_COMMANDS } from '../modules/giveaway/index.js';
import { MERCH_OPS_COMMANDS } from '../modules/merch/index.js';
import { ORDERS_OPS_COMMANDS } from '../modules/orders/index.js';
import { PARTNER_OPS_COMMANDS } from '../modules/partners/index.js';
import { ORDER_CANCEL_OPS_COMMANDS, PAYMENT_OPS_COMMANDS } from '../modules/payments/index.js';
import { ENQUIRIES_OPS_COMMANDS } from '../modules/support/index.js';
import { TICKET_OPS_COMMANDS } from '../modules/tickets/index.js';
import { ACCOUNT_OPS_COMMANDS } from '../modules/users/index.js';
import { VOUCHER_OPS_COMMANDS } from '../modules/vouchers/index.js';
import { eventOpsCommands } from '../modules/waitlist/index.js';
import { WALLET_OPS_COMMANDS } from '../modules/wallet/index.js';
import { QUEUE_OPS_COMMANDS } from '../modules/queue/index.js';
import { RESALE_IMPORT_STEP, RESALE_OPS_COMMANDS } from '../modules/resale/index.js';
import { ALERTS_OPS_COMMANDS } from '../modules/alerts/index.js';
import { OUTBOX_OPS_COMMANDS } from '../modules/outbox/index.js';
import { ROLES_OPS_COMMANDS } from '../modules/roles/index.js';

/**
 * Every operations command, in the order the usage text lists them. Each module declares its own
 * beside its services (modules/<name>/*-ops.ts) and exports them from its index.ts; a new one is
 * added here.
 */
export const OPS_COMMANDS: OpsCommand[] = [
  ...BASIC_OPS_COMMANDS,
  ...DATABASE_OPS_COMMANDS,
  ...ACCOUNT_OPS_COMMANDS,
  // The event import carries each event's resale settings too (resale depends on the waiting list).
  ...eventOpsCommands([RESALE_IMPORT_STEP]),
  ...ORDERS_OPS_COMMANDS,
  ...PAYMENT_OPS_COMMANDS,
  ...TICKET_OPS_COMMANDS,
  ...GATE_OPS_COMMANDS,
  ...ENQUIRIES_OPS_COMMANDS,
  ...WALLET_OPS_COMMANDS,
  ...ORDER_CANCEL_OPS_COMMANDS,
  ...MERCH_OPS_COMMANDS,
  ...VOUCHER_OPS_COMMANDS,
  ...GIVEAWAY_OPS_COMMANDS,
  ...PARTNER_OPS_COMMANDS,
  ...QUEUE_OPS_COMMANDS,
  ...RESALE_OPS_COMMANDS,
  ...ALERTS_OPS_COMMANDS,
  ...OUTBOX_OPS_COMMANDS,
  ...ROLES_OPS_COMMANDS,
];
