import type { ReplyCodeEntry } from './entry.js';

/** The giveaway and invites (7000–7099). */
export const GIVEAWAY_CODES = {
  /** No campaign by that name, or none running, upcoming or past. */
  GIVEAWAY_NOT_FOUND: { code: 7001, status: 404, key: 'giveaway.notFound' },
  /** Joining outside the campaign's period. */
  GIVEAWAY_NOT_RUNNING: { code: 7002, status: 409, key: 'giveaway.notRunning' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** Why a fan earned entries. */
export const ENTRY_SOURCES = ['register', 'topup', 'invite', 'inviteTopup'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/** Entries are Active until the campaign ends, then Expire. */
export const ENTRY_STATUSES = ['Active', 'Expire'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/**
 * A campaign's numbers (spec §9 defaults). Money in minor units: 1_000_000 = 10,000 VND.
 * A top-up earns floor(amount / topupUnit) entries, an invited new user's first top-up above
 * inviteTopupMin earns the inviter and the new user inviteTopupEntries each.
 */
export interface GiveawayRules {
  registerEntries: number;
  topupUnit: number;
  topupMax: number;
  inviteEntries: number;
  inviteMax: number;
  inviteTopupMin: number;
  inviteTopupEntries: number;
  inviteTopupMax: number;
}

export const DEFAULT_GIVEAWAY_RULES: GiveawayRules = {
  registerEntries: 1,
  topupUnit: 1_000_000,
  topupMax: 10,
  inviteEntries: 1,
  inviteMax: 10,
  inviteTopupMin: 1_000_000,
  inviteTopupEntries: 1,
  inviteTopupMax: 10,
};
