import type { QueueMethod, QueueMode } from '@fanpass/contracts';
import { userInfo } from 'node:os';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { OpsCommand, OpsInput } from '../../common/ops/ops-command.js';
import { QueueRepository } from './queue.repository.js';
import { QueueService } from './queue.service.js';
import { type QueueSettingsInput, QueueSettingsService } from './queue-settings.service.js';

/** Who an ops change is logged under. */
function operator(): string {
  try {
    return `ops:${userInfo().username}`;
  } catch {
    return 'ops';
  }
}

const SET_USAGE =
  'queue set needs an event and settings, e.g. pnpm ops queue set my-show --rate 6000 --max-active 20000 --prequeue 2026-12-01T09:30:00Z';

/** `queue set` flags (read by the ops CLI's parseArgs) to settings, or the problem with them. */
export function parseSetArgs({ positionals, values }: OpsInput): { slug: string; input: QueueSettingsInput } | string {
  const [slug] = positionals;
  if (!slug) return SET_USAGE;
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const int = (name: string) => (text(name) === undefined ? undefined : Number(text(name)));
  const input: QueueSettingsInput = {
    method: text('method') as QueueMethod | undefined,
    ratePerMinute: int('rate'),
    maxActive: int('max-active'),
    admissionSeconds: int('admission-seconds'),
    prequeueOpensAt: text('prequeue') === undefined ? undefined : Date.parse(text('prequeue')!),
  };
  const enabled = text('enabled');
  if (enabled !== undefined) {
    if (enabled !== 'true' && enabled !== 'false') return '--enabled: true or false';
    input.enabled = enabled === 'true';
  }
  return { slug, input };
}

function modeCommand(action: string, mode: QueueMode, help: string): OpsCommand {
  return {
    group: 'queue',
    action,
    args: '<event-slug>',
    help,
    async run(context, { positionals }, out) {
      const [slug] = positionals;
      if (!slug) {
        out(`queue ${action} needs an event, e.g. pnpm ops queue ${action} my-show`);
        return 2;
      }
      const event = await context.get(QueueRepository).eventBySlug(slug);
      if (!event) {
        out(`No event with the slug ${slug}`);
        return 1;
      }
      if (!(await context.get(QueueRepository).settings(event.id))) {
        out(`${slug} has no waiting room (pnpm ops queue set ${slug} … first)`);
        return 1;
      }
      const { changes } = await context.get(QueueSettingsService).apply(event, { mode }, operator());
      out(changes.length ? `${slug}: ${changes.join('; ')}` : `${slug} was already ${mode}`);
      return 0;
    },
  };
}

/** The on-sale waiting room: settings, emergency switches, live figures and the change log. */
export const QUEUE_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'queue',
    action: 'set',
    args: '<event-slug> [--enabled true|false] [--method shuffle|random|passthrough] [--prequeue <ISO time>] [--rate <fans/min>] [--max-active <n>] [--admission-seconds <s>]',
    help: 'Set up or change an event’s waiting room (the first call chooses the shuffle seed and prints its commitment)',
    options: {
      enabled: { type: 'string' },
      method: { type: 'string' },
      prequeue: { type: 'string' },
      rate: { type: 'string' },
      'max-active': { type: 'string' },
      'admission-seconds': { type: 'string' },
    },
    async run(context, input, out) {
      const parsed = parseSetArgs(input);
      if (typeof parsed === 'string') {
        out(parsed);
        return 2;
      }
      const event = await context.get(QueueRepository).eventBySlug(parsed.slug);
      if (!event) {
        out(`No event with the slug ${parsed.slug}`);
        return 1;
      }
      const { changes, problems } = await context.get(QueueSettingsService).apply(event, parsed.input, operator());
      for (const p of problems) out(`  - ${p}`);
      if (problems.length) return 2;
      out(changes.length ? `${parsed.slug}:\n  ${changes.join('\n  ')}` : `${parsed.slug}: nothing changed`);
      return 0;
    },
  },
  modeCommand('pause', 'paused', 'Stop admitting fans (they keep their places)'),
  modeCommand('resume', 'open', 'Admit fans again at the set rate'),
  modeCommand('queue-all', 'queueAll', 'Queue every fan at the set rate, even with the passthrough method'),
  modeCommand('close', 'closed', 'Close the waiting room: no one joins, fans waiting are told it closed'),
  {
    group: 'queue',
    action: 'status',
    args: '<event-slug>',
    help: 'Live figures: waiting, admitted, live admissions, rate, seats left and the ETA of the last fan',
    async run(context, { positionals }, out) {
      const [slug] = positionals;
      if (!slug) {
        out('queue status needs an event, e.g. pnpm ops queue status my-show');
        return 2;
      }
      const repository = context.get(QueueRepository);
      const event = await repository.eventBySlug(slug);
      const settings = event ? await repository.settings(event.id) : null;
      if (!event || !settings) {
        out(event ? `${slug} has no waiting room` : `No event with the slug ${slug}`);
        return 1;
      }
      const figures = await context.get(QueueService).figures(event.id);
      const seatsLeft = await repository.seatsLeft(event.id);
      const now = context.get<Clock>(CLOCK).now();
      const start = Math.max(now, event.saleStartsAt);
      const lastAt = start + (figures.waiting * 60_000) / settings.ratePerMinute;
      out(`${slug}: ${settings.enabled ? settings.mode : 'disabled'}, method ${settings.method}`);
      out(`  waiting ${figures.waiting}, admitted ${figures.admitted} of ${figures.joined} joined`);
      out(
        `  live admissions ${figures.active} (${figures.pending} not yet ordering), most at once ${settings.maxActive}`,
      );
      out(
        `  rate ${settings.ratePerMinute}/min, admission lasts ${settings.admissionSeconds} s, seats left ${seatsLeft}`,
      );
      out(
        figures.waiting && seatsLeft > 0
          ? `  last fan admitted about ${new Date(lastAt).toISOString()} (in ${Math.ceil((lastAt - now) / 60_000)} min)`
          : seatsLeft > 0
            ? '  no one waiting'
            : '  sold out: fans still waiting are told so',
      );
      out(
        `  prequeue opens ${new Date(settings.prequeueOpensAt).toISOString()}, sale ${new Date(event.saleStartsAt).toISOString()}`,
      );
      out(`  shuffle commitment ${settings.seedHash}${now >= event.saleStartsAt ? `, seed ${settings.seed}` : ''}`);
      return 0;
    },
  },
  {
    group: 'queue',
    action: 'log',
    args: '<event-slug>',
    help: 'Every change made to an event’s waiting room, oldest first',
    async run(context, { positionals }, out) {
      const [slug] = positionals;
      if (!slug) {
        out('queue log needs an event, e.g. pnpm ops queue log my-show');
        return 2;
      }
      const repository = context.get(QueueRepository);
      const event = await repository.eventBySlug(slug);
      if (!event) {
        out(`No event with the slug ${slug}`);
        return 1;
      }
      const changes = await repository.changes(event.id);
      for (const c of changes) {
        out(`${new Date(c.at).toISOString()} ${c.changedBy}: ${c.detail.split('\n').join('; ')}`);
      }
      out(`${changes.length} change(s) for ${slug}`);
      return 0;
    },
  },
];
