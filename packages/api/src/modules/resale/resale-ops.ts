import { formatMoney, RESALE_MAX_FEE_PERCENT } from '@fanpass/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import type { OpsCommand } from '../../common/ops/ops-command.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import { ResaleRepository } from './resale.repository.js';

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
      const repo = context.get(ResaleRepository);
      const rules = await repo.rules(event.id);
      if (values.on) rules.enabled = true;
      if (values.off) rules.enabled = false;
      if (values.refunds) rules.refundAllowed = true;
      if (values['no-refunds']) rules.refundAllowed = false;
      for (const [name, key, max] of [
        ['fee', 'feePercent', RESALE_MAX_FEE_PERCENT],
        ['deadline-hours', 'deadlineHours', 24 * 365],
      ] as const) {
        const raw = values[name];
        if (raw === undefined) continue;
        const value = Number(raw);
        if (!Number.isInteger(value) || value < 0 || value > max) {
          out(`--${name} must be a whole number from 0 to ${max}`);
          return 2;
        }
        rules[key] = value;
      }
      await repo.saveRules(event.id, rules, context.get<Clock>(CLOCK).now());
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
    async run(context, { positionals }, out) {
      const event = await eventOf(context, positionals[0], out);
      if (!event) return positionals[0] ? 1 : 2;
      const repo = context.get(ResaleRepository);
      const rules = await repo.rules(event.id);
      rules.paused = action === 'pause';
      await repo.saveRules(event.id, rules, context.get<Clock>(CLOCK).now());
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
