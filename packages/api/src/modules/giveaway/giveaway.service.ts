import {
  type CampaignStatus,
  type ConsoleCampaignView,
  ENTRY_SOURCES,
  type EntrySource,
  type GiveawayCampaignView,
  type GiveawayJoinedView,
  type GiveawayMyEntriesView,
  type GiveawayMyInvitesView,
  type GiveawayResultView,
  type Language,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { AuthUser } from '../sessions/index.js';
import { UsersRepository } from '../users/index.js';
import type { CampaignPrize } from './campaign-input.js';
import type { Campaign } from './entities/campaign.entity.js';
import { rulesOf } from './entries.service.js';
import { GiveawayRepository } from './giveaway.repository.js';
import { maskEmail } from './mask.js';

/** A drawn winner as stored (the public result shows the code, the prize and the masked e-mail). */
export interface DrawnWinner {
  slot: number;
  prize: string;
  code: string;
  userId: number;
  email: string;
}

export function prizesOf(campaign: Campaign): CampaignPrize[] {
  return JSON.parse(campaign.prizes) as CampaignPrize[];
}

const prizeViews = (campaign: Campaign) =>
  prizesOf(campaign).map((p) => ({ name: p.name, quantity: p.quantity, voucher: p.voucher !== undefined }));

/** Where a campaign is at `now`: drawn, else by its period. */
export function statusOf(campaign: Campaign, now: number): CampaignStatus {
  if (campaign.drawnAt !== null) return 'drawn';
  if (now < campaign.startsAt) return 'upcoming';
  return now < campaign.endsAt ? 'running' : 'ended';
}

/** What fans see of the giveaway: the campaign, joining it, their entries and invites, the result. */
@Injectable()
export class GiveawayService {
  constructor(
    private readonly giveaway: GiveawayRepository,
    private readonly users: UsersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async current(user: AuthUser | undefined): Promise<GiveawayCampaignView> {
    const campaign = await this.giveaway.current(this.clock.now());
    if (!campaign) throw new AppError('GIVEAWAY_NOT_FOUND');
    return this.view(campaign, user);
  }

  /** Joins the running campaign (once; again answers the first time). Only joined fans are drawn. */
  async join(user: AuthUser, lang: Language): Promise<GiveawayJoinedView> {
    const now = this.clock.now();
    const [campaign] = await this.giveaway.running(now);
    if (!campaign) throw new AppError('GIVEAWAY_NOT_RUNNING');
    await this.giveaway.ensureTally(campaign.id, user.id);
    const joinedAt = await this.giveaway.join(campaign.id, user.id, now, lang);
    return { slug: campaign.slug, joined: true, joinedAt };
  }

  async myEntries(user: AuthUser): Promise<GiveawayMyEntriesView> {
    const now = this.clock.now();
    const rows = await this.giveaway.entriesOf(user.id);
    const bySource = Object.fromEntries(ENTRY_SOURCES.map((s) => [s, 0])) as Record<EntrySource, number>;
    let active = 0;
    let expired = 0;
    const list = rows.map((row) => {
      const status = now < row.endsAt ? ('Active' as const) : ('Expire' as const);
      if (status === 'Active') {
        active += row.count;
        bySource[row.source] += row.count;
      } else expired += row.count;
      return {
        id: row.id,
        campaign: row.slug,
        source: row.source,
        count: row.count,
        status,
        detail: row.detail,
        createdAt: row.createdAt,
        expiresAt: row.endsAt,
      };
    });
    return { total: active + expired, active, expired, bySource, list };
  }

  async myInvites(user: AuthUser): Promise<GiveawayMyInvitesView> {
    const me = await this.users.findById(user.id);
    const invites = await this.giveaway.invitesOf(user.id);
    return {
      inviteCode: me?.inviteCode ?? '',
      list: invites.map((i) => ({
        email: maskEmail(i.email),
        registeredAt: i.createdAt,
        earned: i.earned,
        toppedUp: i.toppedUp,
      })),
    };
  }

  /** The published draw: commitment, revealed seed, participants and winners (masked). */
  async result(slug: string): Promise<GiveawayResultView> {
    const campaign = await this.giveaway.bySlug(slug);
    if (!campaign) throw new AppError('GIVEAWAY_NOT_FOUND');
    const drawn = campaign.drawnAt !== null;
    const winners = drawn ? (JSON.parse(campaign.winners ?? '[]') as DrawnWinner[]) : [];
    return {
      slug: campaign.slug,
      name: campaign.name,
      startsAt: campaign.startsAt,
      endsAt: campaign.endsAt,
      seedHash: campaign.seedHash,
      committedAt: campaign.committedAt,
      seed: drawn ? campaign.seed : null,
      drawnAt: campaign.drawnAt,
      participants: drawn ? JSON.parse(campaign.participants ?? '[]') : [],
      winners: winners.map((w) => ({ prize: w.prize, code: w.code, email: maskEmail(w.email) })),
    };
  }

  /** Every campaign for the console, newest first: its period, where it is, its commitment and draw. */
  async campaigns(): Promise<ConsoleCampaignView[]> {
    const now = this.clock.now();
    return (await this.giveaway.campaigns()).map((campaign) => ({
      slug: campaign.slug,
      name: campaign.name,
      startsAt: Number(campaign.startsAt),
      endsAt: Number(campaign.endsAt),
      status: statusOf(campaign, now),
      prizes: prizeViews(campaign),
      rules: rulesOf(campaign),
      seedHash: campaign.seedHash,
      committedAt: campaign.committedAt === null ? null : Number(campaign.committedAt),
      drawnAt: campaign.drawnAt === null ? null : Number(campaign.drawnAt),
      joined: campaign.joined,
    }));
  }

  private async view(campaign: Campaign, user: AuthUser | undefined): Promise<GiveawayCampaignView> {
    const now = this.clock.now();
    const status = statusOf(campaign, now);
    const tally = user ? await this.giveaway.tally(campaign.id, user.id) : null;
    return {
      slug: campaign.slug,
      name: campaign.name,
      prizes: prizeViews(campaign),
      startsAt: campaign.startsAt,
      endsAt: campaign.endsAt,
      status,
      rules: rulesOf(campaign),
      seedHash: campaign.seedHash,
      me: user ? { joined: tally?.joined ?? false, entries: now < campaign.endsAt ? (tally?.entries ?? 0) : 0 } : null,
    };
  }
}
