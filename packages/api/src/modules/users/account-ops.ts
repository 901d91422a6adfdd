import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { OpsCommand } from '../../common/ops/ops-command.js';
import type { UserStatus } from '../sessions/index.js';
import { UsersRepository } from './users.repository.js';

function statusCommand(action: 'suspend' | 'unsuspend', status: UserStatus, help: string): OpsCommand {
  return {
    // `pnpm ops suspend <email>`, as the operators' runbook (issue 4) names it.
    group: action,
    action: '',
    args: '<email>',
    help,
    async run(context, { positionals }, out) {
      const email = positionals[0]?.trim().toLowerCase();
      if (!email) {
        out(`${action} needs an e-mail, e.g. pnpm ops ${action} fan@example.com`);
        return 2;
      }
      const found = await context.get(UsersRepository).setStatus(email, status, context.get<Clock>(CLOCK).now());
      if (!found) {
        out(`No account with the e-mail ${email}`);
        return 1;
      }
      out(`Account ${email} is now ${status}`);
      return 0;
    },
  };
}

/** Suspending abnormal accounts (spec §6): they cannot sign in or buy, and their sessions stop. */
export const ACCOUNT_OPS_COMMANDS: OpsCommand[] = [
  statusCommand('suspend', 'suspended', 'Suspend an abnormal account: no sign-in, no purchase, live sessions refused'),
  statusCommand('unsuspend', 'active', 'Lift the suspension of an account'),
];
