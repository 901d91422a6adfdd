import type { EntrySource, EntryStatus, GiveawayRules } from '../catalogue/giveaway.js';

/** The shapes of the giveaway calls (`/fanapih5/giveaway/…`). Times are epoch ms. */

export interface GiveawayPrizeView {
  name: string;
  quantity: number;
  /** True when the prize is a voucher that lands in My Voucher. */
  voucher: boolean;
}

/** GET /giveaway/current (public). */
export interface GiveawayCampaignView {
  slug: string;
  name: string;
  prizes: GiveawayPrizeView[];
  startsAt: number;
  endsAt: number;
  status: 'upcoming' | 'running' | 'ended' | 'drawn';
  rules: GiveawayRules;
  /** SHA-256 of the draw's seed once committed, else null. */
  seedHash: string | null;
  /** Signed in: whether I joined and my Active entries; else null. */
  me: { joined: boolean; entries: number } | null;
}

export interface GiveawayJoinedView {
  slug: string;
  joined: boolean;
  joinedAt: number;
}

export interface GiveawayEntryView {
  id: number;
  campaign: string;
  source: EntrySource;
  /** Entries this reason earned. */
  count: number;
  status: EntryStatus;
  /** What earned it: a top-up's order number, an invited fan's masked e-mail, or null. */
  detail: string | null;
  createdAt: number;
  /** When it expires (the campaign's end). */
  expiresAt: number;
}

/** GET /giveaway/myEntries. */
export interface GiveawayMyEntriesView {
  total: number;
  active: number;
  expired: number;
  bySource: Record<EntrySource, number>;
  list: GiveawayEntryView[];
}

export interface GiveawayInviteView {
  email: string;
  registeredAt: number;
  /** The invited fan verified the phone inside a campaign and earned me the invite entry. */
  earned: boolean;
  /** Their top-up earned us both the invite top-up entry. */
  toppedUp: boolean;
}

/** GET /giveaway/myInvites. */
export interface GiveawayMyInvitesView {
  inviteCode: string;
  list: GiveawayInviteView[];
}

export interface GiveawayParticipantView {
  /** First 16 hex of SHA-256("<campaign>:<user uuid>"). */
  code: string;
  entries: number;
}

export interface GiveawayWinnerView {
  prize: string;
  code: string;
  email: string;
}

/** GET /giveaway/result (public). */
export interface GiveawayResultView {
  slug: string;
  name: string;
  startsAt: number;
  endsAt: number;
  seedHash: string | null;
  committedAt: number | null;
  /** Revealed by the draw. */
  seed: string | null;
  drawnAt: number | null;
  participants: GiveawayParticipantView[];
  winners: GiveawayWinnerView[];
}
