import { DEFAULT_GIVEAWAY_RULES, type GiveawayRules } from '@fanpass/contracts';

/** A voucher prize: what the winner's voucher is (the vouchers module's grant, valid for validDays). */
export interface VoucherPrize {
  kind: 'fixed' | 'percent';
  value: number;
  cap?: number | null;
  minSpend?: number;
  scope?: 'any' | 'event' | 'merch';
  eventId?: number | null;
  validDays: number;
}

export interface CampaignPrize {
  name: string;
  quantity: number;
  voucher?: VoucherPrize;
}

export interface CampaignInput {
  slug: string;
  name: string;
  prizes: CampaignPrize[];
  rules: GiveawayRules;
  startsAt: number;
  endsAt: number;
}

export const CAMPAIGN_EXAMPLE =
  '{"slug":"spring-2026","name":"Spring giveaway","start":"2026-03-01T00:00:00Z","end":"2026-03-31T23:59:59Z",' +
  '"prizes":[{"name":"Concert tickets for two","quantity":1},{"name":"100.000 VND voucher","quantity":3,' +
  '"voucher":{"kind":"fixed","value":10000000,"validDays":30}}],"rules":{"topupMax":10}}';

const SLUG = /^[a-z0-9][a-z0-9-]{1,39}$/;
const FIELDS = ['slug', 'name', 'start', 'end', 'prizes', 'rules'];

function isWhole(value: unknown, min: number, max = 1e15): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function instant(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return Date.parse(value);
  return Number.NaN;
}

function voucherProblems(v: unknown, at: string): string[] {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return [`${at}: must be an object`];
  const o = v as Record<string, unknown>;
  const problems: string[] = [];
  if (o.kind !== 'fixed' && o.kind !== 'percent') problems.push(`${at}.kind: fixed or percent`);
  if (o.kind === 'percent' ? !isWhole(o.value, 1, 100) : !isWhole(o.value, 1)) {
    problems.push(`${at}.value: minor units above 0 (fixed) or 1 to 100 (percent)`);
  }
  if (o.minSpend !== undefined && !isWhole(o.minSpend, 0)) problems.push(`${at}.minSpend: minor units, 0 or more`);
  if (o.cap !== undefined && o.cap !== null && !isWhole(o.cap, 1)) problems.push(`${at}.cap: minor units above 0`);
  if (o.scope !== undefined && !['any', 'event', 'merch'].includes(o.scope as string)) {
    problems.push(`${at}.scope: any, event or merch`);
  }
  if (o.scope === 'event' && !isWhole(o.eventId, 1)) problems.push(`${at}.eventId: the event of an event voucher`);
  if (!isWhole(o.validDays, 1, 3650)) problems.push(`${at}.validDays: 1 to 3650`);
  return problems;
}

/** Reads `pnpm ops giveaway create <json>`: every problem listed, nothing guessed; rules default to spec §9. */
export function parseCampaign(text: string): CampaignInput | string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [`not JSON (e.g. ${CAMPAIGN_EXAMPLE})`];
  }
  return checkCampaign(raw);
}

/** Checks a campaign as the console sends it or the ops command reads it: every problem listed. */
export function checkCampaign(raw: unknown): CampaignInput | string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return [`must be an object, e.g. ${CAMPAIGN_EXAMPLE}`];
  const g = raw as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(g))
    if (!FIELDS.includes(key)) problems.push(`${key}: unknown field (known: ${FIELDS.join(', ')})`);
  if (typeof g.slug !== 'string' || !SLUG.test(g.slug)) problems.push('slug: 2 to 40 of a-z, 0-9 and -');
  if (typeof g.name !== 'string' || !g.name.trim() || g.name.length > 100) problems.push('name: 1 to 100 characters');
  const startsAt = instant(g.start);
  const endsAt = instant(g.end);
  if (Number.isNaN(startsAt)) problems.push('start: epoch ms or an ISO date-time');
  if (Number.isNaN(endsAt)) problems.push('end: epoch ms or an ISO date-time');
  if (!Number.isNaN(startsAt) && !Number.isNaN(endsAt) && endsAt <= startsAt) problems.push('end: must be after start');
  const prizes: CampaignPrize[] = [];
  if (!Array.isArray(g.prizes) || g.prizes.length === 0) problems.push('prizes: at least one {name, quantity}');
  else
    g.prizes.forEach((p: unknown, i) => {
      const o = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
      if (typeof o.name !== 'string' || !o.name.trim() || o.name.length > 100)
        problems.push(`prizes[${i}].name: 1 to 100 characters`);
      if (!isWhole(o.quantity, 1, 1000)) problems.push(`prizes[${i}].quantity: 1 to 1000`);
      if (o.voucher !== undefined) problems.push(...voucherProblems(o.voucher, `prizes[${i}].voucher`));
      prizes.push({
        name: String(o.name),
        quantity: Number(o.quantity),
        ...(o.voucher ? { voucher: o.voucher as VoucherPrize } : {}),
      });
    });
  const rules: GiveawayRules = { ...DEFAULT_GIVEAWAY_RULES };
  if (g.rules !== undefined) {
    if (typeof g.rules !== 'object' || g.rules === null) problems.push('rules: an object of numbers');
    else
      for (const [key, value] of Object.entries(g.rules)) {
        if (!(key in DEFAULT_GIVEAWAY_RULES))
          problems.push(`rules.${key}: unknown (known: ${Object.keys(DEFAULT_GIVEAWAY_RULES).join(', ')})`);
        else if (!isWhole(value, key === 'topupUnit' ? 1 : 0)) problems.push(`rules.${key}: a whole number`);
        else rules[key as keyof GiveawayRules] = value;
      }
  }
  if (problems.length) return problems;
  return { slug: g.slug as string, name: (g.name as string).trim(), prizes, rules, startsAt, endsAt };
}
