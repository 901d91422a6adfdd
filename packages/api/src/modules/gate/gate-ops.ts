import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { OpsCommand } from '../../common/ops/ops-command.js';
import { EventsRepository } from '../events/index.js';
import { UsersRepository } from '../users/index.js';
import { GateRepository } from './gate.repository.js';
import { GateService } from './gate.service.js';

function staffCommand(action: 'add' | 'remove', help: string): OpsCommand {
  return {
    group: 'staff',
    action,
    args: '<email> --event <slug>',
    help,
    options: { event: { type: 'string' } },
    async run(context, { positionals, values }, out) {
      const email = positionals[0]?.trim().toLowerCase();
      const slug = typeof values.event === 'string' ? values.event.trim() : undefined;
      if (!email || !slug) {
        out(
          `staff ${action} needs an e-mail and an event, e.g. pnpm ops staff ${action} gate@example.com --event my-show`,
        );
        return 2;
      }
      const user = await context.get(UsersRepository).findByEmail(email);
      if (!user) {
        out(`No account with the e-mail ${email} (staff sign up on the app first)`);
        return 1;
      }
      const event = await context.get(EventsRepository).findEventBySlug(slug);
      if (!event) {
        out(`No event with the slug ${slug}`);
        return 1;
      }
      const repository = context.get(GateRepository);
      if (action === 'add') {
        const added = await repository.addStaff(user.id, event.id, context.get<Clock>(CLOCK).now());
        out(added ? `${email} is now gate staff of ${slug}` : `${email} already was gate staff of ${slug}`);
      } else {
        const removed = await repository.removeStaff(user.id, event.id);
        out(removed ? `${email} is no longer gate staff of ${slug}` : `${email} was not gate staff of ${slug}`);
      }
      return 0;
    },
  };
}

/** Gate staff accounts and the conflicts offline gates reported. */
export const GATE_OPS_COMMANDS: OpsCommand[] = [
  staffCommand('add', 'Let an account validate tickets at the gates of an event (it signs in on the app)'),
  staffCommand('remove', 'Stop an account validating tickets for an event'),
  {
    group: 'gate',
    action: 'conflicts',
    args: '<event-slug>',
    help: 'List tickets admitted twice by offline gate devices (found when their scans synced)',
    async run(context, { positionals }, out) {
      const [slug] = positionals;
      if (!slug) {
        out('gate conflicts needs an event, e.g. pnpm ops gate conflicts my-show');
        return 2;
      }
      const conflicts = await context.get(GateService).conflicts(slug);
      if (!conflicts) {
        out(`No event with the slug ${slug}`);
        return 1;
      }
      for (const c of conflicts) {
        const other = c.otherAt === null ? 'earlier' : `${new Date(c.otherAt).toISOString()} at ${c.otherGate ?? '?'}`;
        out(
          `ticket ${c.code}: admitted ${new Date(c.scannedAt).toISOString()} at ${c.gate} (device ${c.deviceId}, scan ${c.scanId}) and ${other}`,
        );
      }
      out(`${conflicts.length} conflict(s) for ${slug}`);
      return 0;
    },
  },
];
