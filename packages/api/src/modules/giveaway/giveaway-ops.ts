import type { OpsCommand } from '../../common/ops/ops-command.js';
import { opsActor } from '../audit/index.js';
import { CAMPAIGN_EXAMPLE, parseCampaign } from './campaign-input.js';
import { type DrawOutcome, DrawService } from './draw.service.js';

function print(outcome: DrawOutcome, out: (line: string) => void): number {
  for (const line of outcome.lines) out(line);
  return outcome.ok ? 0 : 1;
}

function needsCampaign(positionals: string[], action: string, out: (line: string) => void): string | null {
  if (!positionals[0]) {
    out(`giveaway ${action} needs the campaign, e.g. pnpm ops giveaway ${action} spring-2026`);
    return null;
  }
  return positionals[0];
}

/** The giveaway's operations: create a campaign, commit to the draw's seed, draw, verify (docs/giveaway.md). */
export const GIVEAWAY_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'giveaway',
    action: 'create',
    audited: true,
    args: '<json>',
    help: `Create a campaign: slug, name, start, end, prizes (a prize may be a voucher), rules (defaults of spec §9), e.g. ${CAMPAIGN_EXAMPLE}`,
    async run(context, { positionals }, out) {
      const parsed = parseCampaign(positionals.join(' '));
      if (Array.isArray(parsed)) {
        for (const problem of parsed) out(problem);
        return 2;
      }
      return print(await context.get(DrawService).create(opsActor(), parsed), out);
    },
  },
  {
    group: 'giveaway',
    action: 'commit',
    audited: true,
    args: '<campaign>',
    help: "Before the end: choose the draw's secret seed and publish its SHA-256",
    async run(context, { positionals }, out) {
      const slug = needsCampaign(positionals, 'commit', out);
      return slug ? print(await context.get(DrawService).commit(opsActor(), slug), out) : 2;
    },
  },
  {
    group: 'giveaway',
    action: 'draw',
    audited: true,
    args: '<campaign>',
    help: 'After the end: reveal the seed, draw the winners weighted by entries, tell them (e-mail, in-app, vouchers)',
    async run(context, { positionals }, out) {
      const slug = needsCampaign(positionals, 'draw', out);
      return slug ? print(await context.get(DrawService).draw(opsActor(), slug), out) : 2;
    },
  },
  {
    group: 'giveaway',
    action: 'verify',
    args: '<campaign>',
    help: 'Re-run a draw from the published seed and participant list; non-zero when anything differs',
    async run(context, { positionals }, out) {
      const slug = needsCampaign(positionals, 'verify', out);
      return slug ? print(await context.get(DrawService).verify(slug), out) : 2;
    },
  },
];
