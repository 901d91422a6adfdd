import type { OpsCommand } from '../../common/ops/ops-command.js';
import { DeliveriesRepository } from './deliveries.repository.js';
import { DeliveryJob } from './delivery.job.js';
import { DELIVERY_STATUSES, type DeliveryStatus } from './entities/outbox-delivery.entity.js';

const LISTED = 200;

/** The durable outbox: what is owed, what failed, what is dead, and sending a dead letter again. */
export const OUTBOX_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'outbox',
    action: 'list',
    args: '[--status pending|sending|failed|dead|sent]',
    help: 'List e-mail and SMS deliveries not sent yet (or in one state), newest first; non-zero if any is dead',
    options: { status: { type: 'string' } },
    async run(context, { values }, out) {
      const status = values.status;
      if (status !== undefined && !DELIVERY_STATUSES.includes(status as DeliveryStatus)) {
        out(`outbox list --status takes one of ${DELIVERY_STATUSES.join(', ')}`);
        return 2;
      }
      const repository = context.get(DeliveriesRepository);
      const statuses = status ? [status as DeliveryStatus] : DELIVERY_STATUSES.filter((s) => s !== 'sent');
      const rows = await repository.list(statuses, LISTED);
      for (const d of rows) {
        const error = d.lastError ? ` — ${d.lastError}` : '';
        out(
          `${d.id} ${d.status} ${d.channel} ${d.recipient} ${d.idempotencyKey} attempts ${d.attempts} next ${new Date(d.nextAttemptAt).toISOString()}${error}`,
        );
      }
      const counts = await repository.counts();
      out(DELIVERY_STATUSES.map((s) => `${s} ${counts.get(s) ?? 0}`).join(', '));
      return (counts.get('dead') ?? 0) > 0 ? 1 : 0;
    },
  },
  {
    group: 'outbox',
    action: 'retry',
    args: '<id>',
    help: 'Send a dead (or failed) delivery again now; it stays dead if it fails again',
    async run(context, { positionals }, out) {
      const id = Number(positionals[0]);
      if (!Number.isSafeInteger(id) || id <= 0) {
        out('outbox retry needs a delivery id (outbox list shows them), e.g. pnpm ops outbox retry 42');
        return 2;
      }
      const outcome = await context.get(DeliveryJob).retry(id);
      if (outcome === null) {
        out(`No dead or failed delivery ${id}`);
        return 1;
      }
      out(`Delivery ${id}: ${outcome}`);
      return outcome === 'sent' ? 0 : 1;
    },
  },
];
