import { CONSOLE_ROLES, type ConsoleRole } from '@fanpass/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import type { OpsCommand, OpsInput } from '../../common/ops/ops-command.js';
import { refusalsPrinted } from '../../common/ops/refusal.js';
import { opsActor } from '../audit/index.js';
import { EventsRepository } from '../events/index.js';
import { RolesService } from './roles.service.js';

const USAGE = 'e.g. pnpm ops roles grant someone@example.com organiser --event my-show';

/** `<email> <role> [--event <slug>]` read, the event found by its slug; a string says what is wrong. */
async function grantArgs(
  context: INestApplicationContext,
  { positionals, values }: OpsInput,
): Promise<{ email: string; role: ConsoleRole; eventId?: number } | string> {
  const [email, role] = positionals;
  if (!email || !role || !(CONSOLE_ROLES as readonly string[]).includes(role)) {
    return `needs an e-mail and a role (${CONSOLE_ROLES.join(', ')}), ${USAGE}`;
  }
  if (typeof values.event !== 'string') return { email, role: role as ConsoleRole };
  const event = await context.get(EventsRepository).findEventBySlug(values.event.trim());
  if (!event) return `No event with the slug ${values.event}`;
  return { email, role: role as ConsoleRole, eventId: event.id };
}

function changeCommand(action: 'grant' | 'revoke', help: string): OpsCommand {
  return {
    group: 'roles',
    action,
    args: '<email> <admin|organiser|staff|support> [--event <slug>]',
    help,
    options: { event: { type: 'string' } },
    audited: true,
    run: (context, input, out) =>
      refusalsPrinted(out, async () => {
        const body = await grantArgs(context, input);
        if (typeof body === 'string') {
          out(`roles ${action} ${body}`);
          return 2;
        }
        const roles = context.get(RolesService);
        const held = await (action === 'grant' ? roles.grant(opsActor(), body) : roles.revoke(opsActor(), body));
        out(`${body.email.toLowerCase()} now holds: ${held.map(roleLine).join(', ') || 'no console role'}`);
        return 0;
      }),
  };
}

function roleLine(held: { role: string; eventSlug: string | null }): string {
  return held.eventSlug ? `${held.role} of ${held.eventSlug}` : held.role;
}

/**
 * Console roles (issue 47). In production this is how the first admin exists: `roles grant
 * <email> admin` for an account that signed up on the app.
 */
export const ROLES_OPS_COMMANDS: OpsCommand[] = [
  changeCommand(
    'grant',
    'Give an account a console role (organiser and staff for an event); recorded in the audit log',
  ),
  changeCommand('revoke', 'Take a console role away from an account; recorded in the audit log'),
  {
    group: 'roles',
    action: 'list',
    args: '[--event <slug>]',
    help: 'List who holds which console role (of one event and the platform)',
    options: { event: { type: 'string' } },
    async run(context, { values }, out) {
      let eventId: number | undefined;
      if (typeof values.event === 'string') {
        const event = await context.get(EventsRepository).findEventBySlug(values.event.trim());
        if (!event) {
          out(`No event with the slug ${values.event}`);
          return 1;
        }
        eventId = event.id;
      }
      const held = await context.get(RolesService).list(eventId);
      for (const h of held) out(`${h.email}  ${roleLine(h)}`);
      out(`${held.length} role(s)`);
      return 0;
    },
  },
];
