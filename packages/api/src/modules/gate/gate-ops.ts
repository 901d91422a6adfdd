import type { OpsCommand } from '../../common/ops/ops-command.js';
import { refusalsPrinted } from '../../common/ops/refusal.js';
import { opsActor } from '../audit/index.js';
import { EventsRepository } from '../events/index.js';
import { GateService } from './gate.service.js';
import { GateStaffService } from './gate-staff.service.js';

/** `staff add|remove`: the same service (and audit entries) as the console's gate staff form. */
function staffCommand(action: 'add' | 'remove', help: string): OpsCommand {
  return {
    group: 'staff',
    action,
    args: '<email> --event <slug>',
    help,
    options: { event: { type: 'string' } },
    audited: true,
    run: (context, { positionals, values }, out) =>
      refusalsPrinted(out, async () => {
        const email = positionals[0]?.trim().toLowerCase();
        const slug = typeof values.event === 'string' ? values.event.trim() : undefined;
        if (!email || !slug) {
          out(
            `staff ${action} needs an e-mail and an event, e.g. pnpm ops staff ${action} gate@example.com --event my-show`,
          );
          return 2;
        }
        const event = await context.get(EventsRepository).findEventBySlug(slug);
        if (!event) {
          out(`No event with the slug ${slug}`);
          return 1;
        }
        const staff = context.get(GateStaffService);
        if (action === 'add') {
          const added = await staff.add(opsActor(), event, email);
          out(added ? `${email} is now gate staff of ${slug}` : `${email} already was gate staff of ${slug}`);
        } else {
          await staff.remove(opsActor(), event, email);
          out(`${email} is no longer gate staff of ${slug}`);
        }
        return 0;
      }),
  };
}

/** Gate staff accounts and the conflicts offline gates reported. */
export const GATE_OPS_COMMANDS: OpsCommand[] = [
  staffCommand(
    'add',
    'Let an account validate tickets at the gates of an event (it signs in on the app); recorded in the audit log',
  ),
  staffCommand('remove', 'Stop an account validating tickets for an event; recorded in the audit log'),
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
