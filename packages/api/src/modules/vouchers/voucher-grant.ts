import { VOUCHER_KINDS, VOUCHER_SCOPES, type VoucherKind, type VoucherScope } from '@fanpass/contracts';

/** What `pnpm ops voucher grant` gives each fan, read and checked from its JSON. */
export interface VoucherGrant {
  title: string | null;
  kind: VoucherKind;
  value: number;
  cap: number | null;
  minSpend: number;
  scope: VoucherScope;
  eventId: number | null;
  validFrom: number;
  validTo: number;
  /** Only when granting to one fan. */
  code: string | null;
  grantKey: string | null;
}

export const VOUCHER_CODE = /^[A-Z0-9-]{4,32}$/;
const GRANT_KEY = /^[A-Za-z0-9_.:-]{1,64}$/;
const FIELDS = [
  'title',
  'kind',
  'value',
  'cap',
  'minSpend',
  'scope',
  'eventId',
  'validFrom',
  'validTo',
  'validDays',
  'code',
  'grantKey',
];
const DAY = 86_400_000;
const MAX_AMOUNT = 1e15;

export const GRANT_EXAMPLE =
  '{"kind":"fixed","value":5000000,"minSpend":20000000,"scope":"any","validDays":30,"title":"Welcome","grantKey":"welcome-2026"}';

function isWhole(value: unknown, min: number, max = MAX_AMOUNT): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** An epoch-ms number or an ISO 8601 date-time text; NaN when neither. */
function instant(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return Date.parse(value);
  return Number.NaN;
}

/**
 * Reads a grant's JSON: every problem is listed (one line each), none is guessed. Fields: kind
 * (fixed|percent), value (fixed: minor units; percent: 1–100), cap (percent only, minor units),
 * minSpend (minor units, default 0), scope (any|event|merch, default any), eventId (scope event),
 * validFrom (default now), validTo or validDays, title, code (one fan only), grantKey.
 */
export function parseGrant(text: string, now: number, toAll: boolean): VoucherGrant | string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [`not JSON: ${text.slice(0, 80)} (e.g. ${GRANT_EXAMPLE})`];
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return [`must be a JSON object, e.g. ${GRANT_EXAMPLE}`];
  const g = raw as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(g))
    if (!FIELDS.includes(key)) problems.push(`${key}: unknown field (known: ${FIELDS.join(', ')})`);

  const kind = g.kind as VoucherKind;
  if (!VOUCHER_KINDS.includes(kind)) problems.push(`kind: must be ${VOUCHER_KINDS.join(' or ')}`);
  if (kind === 'percent' && !isWhole(g.value, 1, 100))
    problems.push('value: a percent voucher takes 1 to 100 (per cent)');
  if (kind !== 'percent' && !isWhole(g.value, 1)) problems.push('value: must be a whole number of minor units above 0');
  const cap = g.cap ?? null;
  if (cap !== null && kind !== 'percent') problems.push('cap: only a percent voucher has a cap');
  else if (cap !== null && !isWhole(cap, 1)) problems.push('cap: must be a whole number of minor units above 0');
  const minSpend = g.minSpend ?? 0;
  if (!isWhole(minSpend, 0)) problems.push('minSpend: must be a whole number of minor units, 0 or more');

  const scope = (g.scope ?? 'any') as VoucherScope;
  if (!VOUCHER_SCOPES.includes(scope)) problems.push(`scope: must be ${VOUCHER_SCOPES.join(', ')}`);
  const eventId = g.eventId ?? null;
  if (scope === 'event' && !isWhole(eventId, 1)) problems.push('eventId: a voucher of scope event needs the event id');
  if (scope !== 'event' && eventId !== null) problems.push('eventId: only a voucher of scope event names an event');

  const validFrom = g.validFrom === undefined ? now : instant(g.validFrom);
  if (Number.isNaN(validFrom)) problems.push('validFrom: must be epoch milliseconds or an ISO date-time');
  let validTo = Number.NaN;
  if (g.validTo !== undefined && g.validDays !== undefined) problems.push('validTo, validDays: give one of them');
  else if (g.validTo !== undefined) {
    validTo = instant(g.validTo);
    if (Number.isNaN(validTo)) problems.push('validTo: must be epoch milliseconds or an ISO date-time');
  } else if (g.validDays !== undefined) {
    if (isWhole(g.validDays, 1, 3650)) validTo = (Number.isNaN(validFrom) ? now : validFrom) + g.validDays * DAY;
    else problems.push('validDays: must be a whole number of days from 1 to 3650');
  } else problems.push('validTo: required (or validDays)');
  if (!Number.isNaN(validTo) && !Number.isNaN(validFrom) && validTo <= validFrom) {
    problems.push('validTo: must be after validFrom');
  }
  if (!Number.isNaN(validTo) && validTo <= now) problems.push('validTo: must be in the future');

  const title = g.title ?? null;
  if (title !== null && (typeof title !== 'string' || !title.trim() || title.length > 100)) {
    problems.push('title: 1 to 100 characters');
  }
  const code = g.code ?? null;
  if (code !== null && (typeof code !== 'string' || !VOUCHER_CODE.test(code))) {
    problems.push('code: 4 to 32 of A-Z, 0-9 and -');
  } else if (code !== null && toAll) problems.push('code: codes are unique, so a grant to --all cannot name one');
  const grantKey = g.grantKey ?? null;
  if (grantKey !== null && (typeof grantKey !== 'string' || !GRANT_KEY.test(grantKey))) {
    problems.push('grantKey: 1 to 64 of A-Z, a-z, 0-9 and _ . : -');
  }
  if (problems.length) return problems;
  return {
    title: title === null ? null : (title as string).trim(),
    kind,
    value: g.value as number,
    cap: cap as number | null,
    minSpend: minSpend as number,
    scope,
    eventId: eventId as number | null,
    validFrom,
    validTo,
    code: code as string | null,
    grantKey: grantKey as string | null,
  };
}
