import type { OpsCommand } from '../../common/ops/ops-command.js';
import { UsersRepository } from '../users/index.js';
import { GRANT_EXAMPLE } from './voucher-grant.js';
import { VouchersService } from './vouchers.service.js';

/** `pnpm ops voucher grant <email|--all> <json>`. */
export const VOUCHER_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'voucher',
    action: 'grant',
    args: "<email|--all> '<json>'",
    help: 'Give a voucher to one fan or every active fan (once per grantKey); every problem in the JSON is listed',
    options: { all: { type: 'boolean' } },
    async run(context, { positionals, values }, out) {
      const toAll = values.all === true;
      const [who, ...rest] = toAll ? ['--all', ...positionals] : positionals;
      const json = rest.join(' ').trim();
      if (!who || !json) {
        out(`voucher grant needs a fan's e-mail (or --all) and the voucher as JSON, e.g.`);
        out(`  pnpm ops voucher grant fan@example.com '${GRANT_EXAMPLE}'`);
        return 2;
      }
      const vouchers = context.get(VouchersService);
      const grant = vouchers.parse(json, toAll);
      const problems = Array.isArray(grant) ? grant : await vouchers.problemsOf(grant);
      let userId: number | null = null;
      if (!toAll) {
        const user = await context.get(UsersRepository).findByEmail(who.trim().toLowerCase());
        if (!user) problems.push(`${who}: no account with this e-mail`);
        else userId = user.id;
      }
      if (problems.length || Array.isArray(grant)) {
        out(`voucher not granted, ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
        for (const problem of problems) out(`  - ${problem}`);
        return 2;
      }
      const outcome = userId === null ? await vouchers.grantToAll(grant) : await vouchers.grantTo(userId, grant);
      const codes = outcome.codes.length ? ` (${outcome.codes.join(', ')})` : '';
      out(
        `${outcome.granted} voucher${outcome.granted === 1 ? '' : 's'} granted${codes}; ${outcome.already} fan(s) had this grant already`,
      );
      return 0;
    },
  },
];
