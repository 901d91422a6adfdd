import type { EntrySource, GiveawayRules } from '@fanpass/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type PaidOrder, PaymentPurposes } from '../payments/index.js';
import { AccountEvents, type User, UsersRepository } from '../users/index.js';
import type { Campaign } from './entities/campaign.entity.js';
import { GiveawayRepository } from './giveaway.repository.js';
import { maskEmail } from './mask.js';

export function rulesOf(campaign: Campaign): GiveawayRules {
  return JSON.parse(campaign.rules) as GiveawayRules;
}

/**
 * Earning entries (spec §9): for registering, for each invited new account that verifies its
 * phone, per 10,000 VND topped up, and for an invited new account's first top-up
 * above the minimum (the inviter and the new fan both). Every grant runs in the transaction that
 * caused it (the sign-up, the phone's verification, the top-up's settlement): its reason key is spent once per
 * campaign, and each entry is one conditional UPDATE of the fan's tally under the source's cap.
 */
@Injectable()
export class EntriesService implements OnModuleInit {
  constructor(
    private readonly giveaway: GiveawayRepository,
    private readonly users: UsersRepository,
    private readonly purposes: PaymentPurposes,
    private readonly accounts: AccountEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.purposes.onPaid((tx, paid) => (paid.purpose === 'topup' ? this.toppedUp(tx, paid) : Promise.resolve()));
    this.accounts.onRegistered((tx, user) => this.registered(tx, user));
    this.accounts.onPhoneVerified((tx, user) => this.phoneVerified(tx, user));
  }

  /** A fan registered (spec §9: "1 entry for registering"): their entry in every running campaign. */
  async registered(tx: EntityManager, user: User): Promise<void> {
    const now = this.clock.now();
    for (const campaign of await this.giveaway.running(now, tx)) {
      const n = rulesOf(campaign).registerEntries;
      await this.grant(tx, campaign, user.id, 'register', `register:${user.id}`, n, n, null, now);
    }
  }

  /**
   * A new account (made since the campaign started) verified its phone: its inviter earns (one
   * number verifies one account, so throw-away sign-ups earn the inviter nothing).
   */
  async phoneVerified(tx: EntityManager, user: User): Promise<void> {
    if (user.invitedBy === null) return;
    const now = this.clock.now();
    for (const campaign of await this.giveaway.running(now, tx)) {
      if (user.createdAt < campaign.startsAt) continue;
      const rules = rulesOf(campaign);
      await this.grant(
        tx,
        campaign,
        user.invitedBy,
        'invite',
        `invite:${user.id}`,
        rules.inviteEntries,
        rules.inviteMax,
        maskEmail(user.email),
        now,
      );
    }
  }

  /** A top-up was paid (in the settling transaction, once per payment). */
  async toppedUp(tx: EntityManager, paid: PaidOrder): Promise<void> {
    const now = this.clock.now();
    const campaigns = await this.giveaway.running(now, tx);
    if (!campaigns.length) return;
    const user = await this.users.findByIdInTx(tx, paid.userId);
    for (const campaign of campaigns) {
      const rules = rulesOf(campaign);
      const units = Math.floor(paid.amount / rules.topupUnit);
      if (units > 0) {
        await this.grant(
          tx,
          campaign,
          paid.userId,
          'topup',
          `topup:${paid.payment.paymentNo}`,
          units,
          rules.topupMax,
          paid.orderNo,
          now,
        );
      }
      const invited = user && user.invitedBy !== null && user.createdAt >= campaign.startsAt;
      if (invited && paid.amount > rules.inviteTopupMin) {
        const n = rules.inviteTopupEntries;
        const max = rules.inviteTopupMax;
        await this.grant(
          tx,
          campaign,
          user.invitedBy!,
          'inviteTopup',
          `invite-topup:${user.id}`,
          n,
          max,
          maskEmail(user.email),
          now,
        );
        await this.grant(tx, campaign, user.id, 'inviteTopup', `invited-topup:${user.id}`, n, max, paid.orderNo, now);
      }
    }
  }

  /**
   * Grants up to n entries for a reason: none when the reason was spent in this campaign, and each
   * one only while the source stays within its cap. Answers how many it granted.
   */
  private async grant(
    tx: EntityManager,
    campaign: Campaign,
    userId: number,
    source: EntrySource,
    reasonKey: string,
    n: number,
    cap: number,
    detail: string | null,
    now: number,
  ): Promise<number> {
    await this.giveaway.holdTally(tx, campaign.id, userId);
    if (await this.giveaway.reasonSeen(tx, campaign.id, reasonKey)) return 0;
    let granted = 0;
    while (granted < n && (await this.giveaway.countUp(tx, campaign.id, userId, source, cap))) granted += 1;
    await this.giveaway.insertEntry(
      tx,
      { campaignId: campaign.id, userId, source, reasonKey, detail, at: now },
      granted,
    );
    return granted;
  }
}
