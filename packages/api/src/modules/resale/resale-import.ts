import { RESALE_MAX_FEE_PERCENT } from '@fanpass/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import { type ResaleRules, ResaleRepository } from './resale.repository.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type ResaleImport = Partial<Pick<ResaleRules, 'enabled' | 'feePercent' | 'deadlineHours' | 'refundAllowed'>>;

/**
 * The `resale` object of each event in an event file (`pnpm ops event import`): the same rules as
 * `resale settings` — `enabled` (true when the object is given without it), `feePercent` (0–20),
 * `deadlineHours` (hours before the start that listings close) and `refundAllowed` — by event
 * slug, or every problem with them; applied in the import's transaction.
 */
export const RESALE_IMPORT_STEP = {
  parse(raw: unknown) {
    const list: unknown[] = Array.isArray(raw) ? raw : isObject(raw) && Array.isArray(raw.events) ? raw.events : [raw];
    const bySlug = new Map<string, ResaleImport>();
    const problems: string[] = [];
    list.forEach((item, i) => {
      if (!isObject(item) || item.resale === undefined) return;
      const at = `events[${i}].resale`;
      const r = item.resale;
      if (!isObject(r) || typeof item.slug !== 'string') {
        problems.push(`${at}: must be an object of resale settings`);
        return;
      }
      const input: ResaleImport = { enabled: r.enabled === undefined ? true : r.enabled === true };
      for (const key of ['enabled', 'refundAllowed'] as const) {
        if (r[key] !== undefined && typeof r[key] !== 'boolean') problems.push(`${at}.${key}: true or false`);
      }
      if (r.refundAllowed !== undefined) input.refundAllowed = r.refundAllowed === true;
      for (const [key, max] of [
        ['feePercent', RESALE_MAX_FEE_PERCENT],
        ['deadlineHours', 24 * 365],
      ] as const) {
        const value = r[key];
        if (value === undefined) continue;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
          problems.push(`${at}.${key}: a whole number from 0 to ${max}`);
        } else input[key] = value;
      }
      bySlug.set(item.slug.trim(), input);
    });
    return {
      problems,
      async apply(context: INestApplicationContext, tx: EntityManager): Promise<string[]> {
        const lines: string[] = [];
        const repo = context.get(ResaleRepository);
        for (const [slug, input] of bySlug) {
          const event = await context.get(EventsRepository).findEventBySlug(slug, tx);
          if (!event) continue;
          const rules = { ...(await repo.rules(event.id, tx)), ...input };
          await repo.saveRules(event.id, rules, context.get<Clock>(CLOCK).now(), tx);
          lines.push(
            `${slug} resale: ${rules.enabled ? 'on' : 'off'}, fee ${rules.feePercent}%, ` +
              `close ${rules.deadlineHours} h before doors, returns ${rules.refundAllowed ? 'allowed' : 'not allowed'}`,
          );
        }
        return lines;
      },
    };
  },
};
