import { formatMoney } from '@fanpass/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import type { OpsCommand } from '../../common/ops/ops-command.js';
import { opsActor } from '../audit/index.js';
import { EventsRepository } from '../events/index.js';
import { type ResaleRules, ResaleRepository } from './resale.repository.js';
import { resaleRulesProblems, ResaleSettingsService } from './resale-settings.service.js';

async function eventOf(context: INestApplicationContext, slug: string | undefined, out: (line: string) => void) {
  if (!slug) {
    out('name the event by its slug');
    return null;
  }
  const event = await context.get(EventsRepository).findEventBySlug(slug);
  if (!event) out(`no event ${slug}`);
  return event;
}

/** `pnpm ops resale …`: an event's listings, its settings (on/off, pause, fee, deadline, returns) and a report. */
export const RESALE_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'resale',
    action: 'list',
    args: '<event-slug>',
    help: "an event's resale listings: id, status, ticket, seller, price, fee",
    async run(context, { positionals }, out) {
      const event = await eventOf(context, positionals[0], out);
      if (!event) return positionals[0] ? 1 : 2;
      const listings = await context.get(ResaleRepository).ofEvent(event.id);
      for (const l of listings) {
        out(
          `${l.id}  ${l.status}  ticket ${l.ticketId}  seller ${l.sellerId}  ${formatMoney(l.price)} ${l.currency}  fee ${formatMoney(l.fee)}  ${l.payout}${l.buyerId ? `  buyer ${l.buyerId}` : ''}`,
        );
      }
      out(`${listings.length} listings`);
      return 0;
    },
  },
  {
    group: 'resale',
    action: 'settings',
    args: '<event-slug> [--on|--off] [--fee <per cent>] [--deadline-hours <n>] [--refunds|--no-refunds]',
    help: "an event's resale rules (shown; changed by the options given)",
    audited: true,
    options: {
      on: { type: 'boolean' },
      off: { type: 'boolean' },
      fee: { type: 'string' },
      'deadline-hours': { type: 'string' },
      refunds: { type: 'boolean' },
      'no-refunds': { type: 'boolean' },
    },
    async run(context, { positionals, values }, out) {
      const event = await eventOf(context, positionals[0], out);
      if (!event) return positionals[0] ? 1 : 2;
      const change: Partial<ResaleRules> = {};
      if (values.on) change.enabled = true;
      if (values.off) change.enabled = false;
      if (values.refunds) change.refundAllowed = true;
      if (values['no-refunds']) change.refundAllowed = false;
      for (const [name, key] of [
        ['fee', 'feePercent'],
        ['deadline-hours', 'deadlineHours'],
      ] as const) {
        const raw = values[name];
        if (raw !== undefined) change[key] = Number(raw);
      }
      const problems = resaleRulesProblems(change);
      if (problems.length) {
        for (const problem of problems) out(`--${problem}`);
        return 2;
      }
      const rules = await context.get(ResaleSettingsService).change(opsActor(), event, change);
      out(
        `${event.slug}: resale ${rules.enabled ? 'on' : 'off'}${rules.paused ? ' (paused)' : ''}, fee ${rules.feePercent}%, ` +
          `listings close ${rules.deadlineHours} h before doors, returns for a refund ${rules.refundAllowed ? 'allowed' : 'not allowed'}`,
      );
      return 0;
    },
  },
  ...(['pause', 'resume'] as const).map((action): OpsCommand => ({
    group: 'resale',
    action,
    args: '<event-slug>',
    help:
      action === 'pause'
        ? 'stop new listings and sales for an event'
        : 'let a paused event take listings and sales again',
    audited: true,
    async run(context, { positionals }, out) {
      const event = await eventOf(context, positionals[0], out);
      if (!event) return positionals[0] ? 1 : 2;
      await context.get(ResaleSettingsService).change(opsActor(), event, { paused: action === 'pause' });
      out(`${event.slug}: resale ${action === 'pause' ? 'paused' : 'resumed'}`);
      return 0;
    },
  })),
  {
    group: 'resale',
    action: 'report',
    args: '<event-slug>',
    help: 'listed, held, sold and withdrawn listings with their prices, and the fees taken',
    async run(context, { positionals }, out) {
      const event = await eventOf(context, positionals[0], out);
      if (!event) return positionals[0] ? 1 : 2;
      const rows = await context.get(ResaleRepository).report(event.id);
      const of = (status: string) => rows.find((r) => r.status === status) ?? { count: 0, price: 0, fee: 0 };
      for (const status of ['listed', 'held', 'sold', 'withdrawn']) {
        const r = of(status);
        out(`${status}  ${r.count}  ${formatMoney(r.price)} ${event.currency}`);
      }
      out(`fees  ${formatMoney(of('sold').fee)} ${event.currency}`);
      return 0;
    },
  },
];
