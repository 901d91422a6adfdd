import { randomUUID } from 'node:crypto';
import type { OpsCommand } from '../../common/ops/ops-command.js';
import { opsActor } from '../audit/index.js';
import { AlertsService } from './alerts.service.js';

/** Alerts from the command line: a notice to every holder of an event, and the inbox's 90-day pruning. */
export const ALERTS_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'alerts',
    action: 'notice',
    args: '<eventId> <text> [--title T] [--key K]',
    help: 'Send a message to everyone holding a ticket of an event (inbox, push, e-mail by their preferences); --key makes a retry send nothing twice',
    options: { key: { type: 'string' }, title: { type: 'string' } },
    async run(context, { positionals, values }, out) {
      const eventId = Number(positionals[0]);
      const text = positionals.slice(1).join(' ').trim();
      if (!Number.isSafeInteger(eventId) || eventId <= 0 || !text || text.length > 1000) {
        out(
          'alerts notice needs an event id and a text of at most 1000 characters, e.g. pnpm ops alerts notice 7 "Doors open at 18:00"',
        );
        return 2;
      }
      const key = typeof values.key === 'string' && values.key ? values.key : randomUUID();
      const event = await context.get(AlertsService).eventTitle(eventId);
      if (event === null) {
        out(`No event ${eventId}`);
        return 1;
      }
      const title = typeof values.title === 'string' && values.title.trim() ? values.title.trim() : undefined;
      const { holders } = await context
        .get(AlertsService)
        .notifyEventHolders(opsActor(), eventId, { key: `ops:${key}`, text, title });
      out(`Notice ${key} written for ${holders} holder(s) of event ${eventId}; the outbox sends it`);
      return 0;
    },
  },
  {
    group: 'alerts',
    action: 'prune',
    args: '',
    help: 'Remove inbox items older than 90 days (also done every hour by each instance)',
    async run(context, _args, out) {
      out(`Removed ${await context.get(AlertsService).prune()} inbox item(s)`);
      return 0;
    },
  },
];
